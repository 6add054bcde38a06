//! Russian: every sentence the rules, game and script layers can say, in Russian, beside the
//! English of `en.rs`. Piece names are declined as the sentence needs (конь, коня, конём…).

mod analysed_until;
mod clock;
mod command_line;
mod computer;
mod engine;
mod eval_chart;
mod event;
mod flow;
mod grammar;
mod messages;
mod openings;
mod pgn;
mod position;
mod reader;
mod record_check;
mod start;
mod terminal;
mod time_chart;
mod time_control;
mod unreadable;

pub(super) use analysed_until::{analysed_until, analysed_until_note};
pub(super) use command_line::{SEE_HELP, command_line_error};
pub(super) use computer::{failure_said, flag_error_said, line_said};
pub(super) use engine::engine_error;
use grammar::{side_gen, side_nom, termination};
pub(super) use openings::opening_name;
pub(super) use pgn::{pgn_error, pgn_write_error};
pub(super) use position::{fen_error, position_error};
pub(super) use record_check::contradiction;
pub(super) use time_control::time_control_error;
pub(super) use unreadable::unreadable;

use super::{LineError, Russian, Words};
use crate::game::Proof;
use crate::game::RecordWords;
use crate::game::{
    Adjustment, Breach, ClaimOutcome, ClaimReason, ClockError, CompletedIllegal, Finding, GameError, IllegalLog,
    NotASave, Outcome, RecordFault, Refusal, SaveError, SetupError, StateFault, TagFault, Termination, format_clock,
};
use crate::rules::unwinnable::Why;
use crate::rules::{
    CastlingBlock, CastlingSide, Color, Goal, IllegalReason, MoveError, NoLegalMove, Notation, Origin, PieceAt,
    Position, Role, SyntaxError,
};

/// The grammatical forms of a piece name (also used by the terminal game's Russian texts).
pub(crate) struct Noun {
    /// Nominative: конь.
    pub(crate) nom: &'static str,
    /// Genitive: коня.
    pub(crate) genitive: &'static str,
    /// Accusative: коня.
    pub(crate) acc: &'static str,
    /// Instrumental: конём.
    pub(crate) ins: &'static str,
    /// Feminine (пешка, ладья): the pronouns and past forms agree with it.
    pub(crate) feminine: bool,
}

/// The forms of the name of `role`.
pub(crate) const fn noun(role: Role) -> Noun {
    match role {
        Role::Pawn => {
            Noun { nom: "пешка", genitive: "пешки", acc: "пешку", ins: "пешкой", feminine: true }
        }
        Role::Knight => {
            Noun { nom: "конь", genitive: "коня", acc: "коня", ins: "конём", feminine: false }
        }
        Role::Bishop => {
            Noun { nom: "слон", genitive: "слона", acc: "слона", ins: "слоном", feminine: false }
        }
        Role::Rook => {
            Noun { nom: "ладья", genitive: "ладьи", acc: "ладью", ins: "ладьёй", feminine: true }
        }
        Role::Queen => {
            Noun { nom: "ферзь", genitive: "ферзя", acc: "ферзя", ins: "ферзём", feminine: false }
        }
        Role::King => Noun {
            nom: "король", genitive: "короля", acc: "короля", ins: "королём", feminine: false
        },
    }
}

/// "конь на d2" (nominative).
fn nom(p: &PieceAt) -> String {
    format!("{} на {}", noun(p.piece.role).nom, p.square)
}

/// "коня на d2" (genitive).
fn genitive(p: &PieceAt) -> String {
    format!("{} на {}", noun(p.piece.role).genitive, p.square)
}

/// "конём на d2" (instrumental).
fn ins(p: &PieceAt) -> String {
    format!("{} на {}", noun(p.piece.role).ins, p.square)
}

const fn how_it_moves(role: Role) -> &'static str {
    match role {
        Role::Pawn => {
            "пешка ходит прямо вперёд на одно поле (с начальной позиции — на два) и бьёт на одно поле по диагонали вперёд"
        }
        Role::Knight => "конь ходит буквой «Г»: на два поля в одну сторону и на одно вбок",
        Role::Bishop => "слон ходит по диагонали на любое число полей",
        Role::Rook => "ладья ходит по горизонтали или вертикали на любое число полей",
        Role::Queen => "ферзь ходит по горизонтали, вертикали или диагонали на любое число полей",
        Role::King => "король ходит на одно поле в любую сторону (при рокировке — на два)",
    }
}

/// Why a move is illegal.
pub(super) fn reason(reason: &IllegalReason) -> String {
    use IllegalReason as R;
    match reason {
        R::NoPiece(sq) => format!("на {sq} нет фигуры"),
        R::NotYourTurn(p) => {
            format!("{} — фигура {}, а сейчас ход {}", nom(p), side_gen(p.piece.color), side_gen(!p.piece.color))
        }
        R::NoMove(p) => format!("{}: ход должен вести на другое поле", nom(p)),
        R::OwnPiece { mover, target } => {
            let n = noun(target.piece.role);
            let yours = if n.feminine { "ваша" } else { "ваш" };
            format!("{} не может пойти на {}: там стоит {yours} {}", nom(mover), target.square, n.nom)
        }
        R::WrongPattern { mover, to } => {
            format!("{} не может пойти на {to}: {}", nom(mover), how_it_moves(mover.piece.role))
        }
        R::Blocked { mover, to, blocker } => {
            format!("{} не может пройти на {to}: мешает {}", nom(mover), nom(blocker))
        }
        R::PawnBackwards(p, to) => format!("{} не может пойти на {to}: пешки ходят только вперёд", nom(p)),
        R::PawnBlockedAhead { pawn, blocker } => {
            format!("{} упирается в {}: пешка бьёт только по диагонали", nom(pawn), acc_at(blocker))
        }
        R::NothingToCapture { mover, to } => {
            format!("на {to} нечего брать: {} может туда только пойти; запишите ход без знака взятия", nom(mover))
        }
        R::PawnDiagonalWithoutCapture(p, to) => {
            format!("{} не может пойти на {to}: по диагонали пешка ходит только со взятием", nom(p))
        }
        R::PawnDoubleStepNotFromStart(p) => {
            format!("{} не может пойти на два поля: так пешка ходит только с начальной позиции", nom(p))
        }
        R::EnPassantTooLate { pawn, target } => format!(
            "{} не может взять {} на проходе: это можно только сразу после того, как она прошла два поля",
            nom(pawn),
            acc_at(target)
        ),
        R::MustPromote(p, to) => format!(
            "{}, дойдя до {to}, должна превратиться: укажите фигуру — ферзя, ладью, слона или коня (например, {to}Ф или {to}=Q)",
            nom(p)
        ),
        R::BadPromotionPiece(role) => {
            format!("пешка не может превратиться в {}: только в ферзя, ладью, слона или коня", noun(*role).acc)
        }
        R::PromotionNotHere(p, to) => format!(
            "{}, идя на {to}, не может превратиться: превращается только пешка, дошедшая до последней горизонтали",
            nom(p)
        ),
        R::Pinned { mover, pinner } => {
            let bound = if noun(mover.piece.role).feminine { "связана" } else { "связан" };
            format!("{} {bound} {}: этот ход открыл бы вашего короля", nom(mover), ins(pinner))
        }
        R::KingIntoCheck { to, attacker } => {
            format!("ваш король не может встать на {to}: это поле бьёт {}", nom(attacker))
        }
        R::IgnoresCheck { checker } => {
            format!("вашему королю шах от {}, а этот ход от него не защищает", genitive(checker))
        }
        R::DoubleCheck { checkers } => format!(
            "вашему королю двойной шах — от {} и от {}: защититься можно только ходом короля",
            genitive(&checkers[0]),
            genitive(&checkers[1])
        ),
        R::EnPassantExposesKing { attacker } => {
            format!("взятие на проходе открыло бы вашего короля под удар {}", genitive(attacker))
        }
        R::CastlingRightLost { side, rook_square, king_moved, on_move } => {
            let why = match king_moved {
                Some(true) => "король уже ходил".to_string(),
                Some(false) => format!("ладья с {rook_square} уже ходила или взята"),
                None => format!("король или ладья с {rook_square} уже ходили"),
            };
            let when = on_move.map(|n| format!(" (на {n}-м ходу)")).unwrap_or_default();
            format!("{} невозможна: {why}{when}", wing_forms(*side).nom)
        }
        R::CastlingBlocked { side, blocker, place } => {
            let (piece, sq) = (noun(blocker.piece.role).nom, blocker.square);
            let why = match place {
                CastlingBlock::Between => format!("между королём и ладьёй стоит {}", nom(blocker)),
                CastlingBlock::KingDestination => format!("на поле {sq}, куда должен встать король, стоит {piece}"),
                CastlingBlock::RookDestination => format!("на поле {sq}, куда должна встать ладья, стоит {piece}"),
                CastlingBlock::KingPath => format!("на поле {sq}, через которое должен пройти король, стоит {piece}"),
                CastlingBlock::RookPath => format!("на поле {sq}, через которое должна пройти ладья, стоит {piece}"),
            };
            format!("{} невозможна: {why}", wing_forms(*side).nom)
        }
        R::CastlingInCheck { checker } => format!("нельзя рокироваться под шахом (шах от {})", genitive(checker)),
        R::CastlingThroughCheck { square, attacker } => {
            format!("нельзя рокироваться: король прошёл бы через поле {square}, которое бьёт {}", nom(attacker))
        }
        R::CastlingIntoCheck { square, attacker } => {
            format!("нельзя рокироваться: король встал бы на поле {square}, которое бьёт {}", nom(attacker))
        }
        R::NotLegal => "этот ход здесь невозможен".to_string(),
    }
}

/// "пешку на d5" (accusative).
fn acc_at(p: &PieceAt) -> String {
    format!("{} на {}", noun(p.piece.role).acc, p.square)
}

/// A move text that could not be played.
pub(super) fn move_error(error: &MoveError) -> String {
    match error {
        MoveError::Parse { text, why } => format!("не удалось прочитать «{text}» как ход: {}", syntax_error(why)),
        MoveError::Illegal { text, why, .. } => format!("невозможный ход «{text}»: {}", no_legal_move(why)),
        MoveError::Ambiguous { text, candidates } => {
            format!("неоднозначный ход «{text}»: это может быть {}", join_or(candidates))
        }
        MoveError::Null { text } => format!("«{text}»: пропускать ход нельзя"),
    }
}

fn join_or(items: &[String]) -> String {
    match items.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} или {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// "короткая рокировка" in the case a sentence needs.
struct Wing {
    /// Nominative: короткая рокировка.
    nom: &'static str,
    /// Accusative: короткую рокировку.
    acc: &'static str,
    /// Genitive: короткой рокировки.
    genitive: &'static str,
    /// Prepositional: (при) короткой рокировке.
    prep: &'static str,
}

const fn wing_forms(side: CastlingSide) -> Wing {
    match side {
        CastlingSide::King => Wing {
            nom: "короткая рокировка (0-0)",
            acc: "короткую рокировку",
            genitive: "короткой рокировки",
            prep: "короткой рокировке",
        },
        CastlingSide::Queen => Wing {
            nom: "длинная рокировка (0-0-0)",
            acc: "длинную рокировку",
            genitive: "длинной рокировки",
            prep: "длинной рокировке",
        },
    }
}

/// The genitive plural of a piece name: "у белых нет ферзей".
const fn genitive_plural(role: Role) -> &'static str {
    match role {
        Role::Pawn => "пешек",
        Role::Knight => "коней",
        Role::Bishop => "слонов",
        Role::Rook => "ладей",
        Role::Queen => "ферзей",
        Role::King => "королей",
    }
}

/// "d5", "вертикаль d", "это поле" (accusative, after «на»).
fn goal(to: Goal) -> String {
    match to {
        Goal::Square(sq) => sq.to_string(),
        Goal::File(file) => format!("вертикаль {file}"),
        Goal::Unknown => "это поле".to_string(),
    }
}

/// Why a move text names no legal move.
fn no_legal_move(why: &NoLegalMove) -> String {
    use NoLegalMove as N;
    match why {
        N::Rule(why) => reason(why),
        N::CastlingRightGone { color, side, rook } => format!(
            "{} больше не могут сделать {}: король или ладья на {rook} уже ходили",
            side_nom(*color),
            wing_forms(*side).acc
        ),
        N::CastlingInCheck => "рокироваться нельзя, пока король под шахом".to_string(),
        N::CastlingPathBlocked(side) => {
            format!("для {} поля между королём и ладьёй должны быть свободны", wing_forms(*side).genitive)
        }
        N::CastlingPathAttacked(side) => {
            format!("при {} король не может пройти через битое поле или встать на него", wing_forms(*side).prep)
        }
        N::WrongPiece { square, is, asked } => {
            format!("на {square} стоит {}, а не {}", noun(*is).nom, noun(*asked).nom)
        }
        N::NotAPromotion { from, to } => {
            format!("превращается только пешка, дошедшая до последней горизонтали, а ход {from}{to} не такой")
        }
        N::CannotGo { piece, to: Some(to) } => format!("{} не может пойти на {to}", nom(piece)),
        N::CannotGo { piece, to: None } => format!("{} не может так пойти", nom(piece)),
        N::NoPieces { color, role, origin: Origin::Anywhere } => {
            format!("у {} нет {}", side_gen(*color), genitive_plural(*role))
        }
        N::NoPieces { color, role, origin: Origin::File(file) } => {
            format!("у {} нет {} на вертикали {file}", side_gen(*color), noun(*role).genitive)
        }
        N::NoPieces { color, role, origin: Origin::Rank(rank) } => {
            format!("у {} нет {} на {rank}-й горизонтали", side_gen(*color), noun(*role).genitive)
        }
        N::OnlyPawnPromotes => "превратиться может только пешка".to_string(),
        N::PromotionOffLastRank(to) => {
            format!("пешка превращается только на последней горизонтали, а {to} не на ней")
        }
        N::WriteCastling(side) => {
            let castle = if *side == CastlingSide::King { "0-0" } else { "0-0-0" };
            format!("чтобы сделать {}, пишите {castle}", wing_forms(*side).acc)
        }
        N::NoPawnCapture { file, to } => {
            format!("ни одна пешка с вертикали {file} не может бить на {}", goal(*to))
        }
        N::NoMoveTo { role, origin: Origin::Anywhere, to } => {
            format!("ни один ход {} не ведёт на {}", noun(*role).genitive, goal(*to))
        }
        N::NoMoveTo { role, origin: Origin::File(file), to } => {
            format!("ни один ход {} с вертикали {file} не ведёт на {}", noun(*role).genitive, goal(*to))
        }
        N::NoMoveTo { role, origin: Origin::Rank(rank), to } => {
            format!("ни один ход {} с {rank}-й горизонтали не ведёт на {}", noun(*role).genitive, goal(*to))
        }
        N::IllegalAtPly { mv, ply } => format!("{} — невозможный ход на {ply}-м полуходе", mv.uci()),
    }
}

/// Why a text cannot be read as a move.
fn syntax_error(e: &SyntaxError) -> String {
    match e {
        SyntaxError::Empty => "ничего не введено".to_string(),
        SyntaxError::TooLong => "это слишком длинно для хода".to_string(),
        SyntaxError::Space => "в нём есть пробел; пишите один ход, например e4 или Кf3".to_string(),
        SyntaxError::UnknownChar(c) => format!("знак «{c}» не используется в записи ходов"),
        SyntaxError::NoTarget => "в конце должно стоять поле, куда идёт фигура, например e4 или Кf3".to_string(),
        SyntaxError::BadPromotion => "пешка превращается только в ферзя, ладью, слона или коня".to_string(),
        SyntaxError::MissingPromotionPiece => {
            "при превращении укажите фигуру, которой станет пешка, например e8Ф или e8=Q".to_string()
        }
        SyntaxError::PieceNeedsSquare => "для хода фигурой нужно указать поле целиком, например Кf3".to_string(),
        SyntaxError::CaptureNeedsMover => "укажите, какая фигура или пешка берёт, например К:d5 или e:d5".to_string(),
        SyntaxError::PawnCaptureSameFile => "пешка бьёт на соседнюю вертикаль, например e:d5".to_string(),
        SyntaxError::Malformed => "пишите ход, например e4, Кf3, Nf3, e:d5, e8Ф, 0-0, Кg1-f3 или g1f3".to_string(),
        SyntaxError::NotLan => {
            "в полной записи указывается поле, с которого идёт фигура, например Кg1-f3 или e2-e4".to_string()
        }
        SyntaxError::NotUci => {
            "запись UCI — это два поля, например e2e4, и затем фигура превращения, например e7e8q".to_string()
        }
    }
}

/// A refused action.
pub(super) fn game_error(error: &GameError) -> String {
    match error {
        GameError::Move(e) => move_error(e),
        GameError::GameOver(o) => format!("партия уже окончена ({}: {})", o.result(), termination(o.termination)),
        GameError::NoOffer => "нет предложения ничьей, на которое можно ответить".to_string(),
        GameError::NotAllowed(r) => refusal(r),
        GameError::BadRecord(RecordFault::FindingPastEnd(n)) => {
            format!("найденный невозможный ход {n} стоит после конца партии")
        }
        GameError::BadRecord(RecordFault::NotAHandMove(n, mv)) => {
            format!("сохранённый ход {n} ({mv}) — не ход этой фигуры")
        }
    }
}

/// Why an action is not allowed now.
fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::AlreadyOffered(c) => format!("{} уже предложили ничью", side_nom(*c)),
        Refusal::OfferPending(c) => {
            format!("{} предложили ничью: примите или отклоните предложение вместо встречного", side_nom(*c))
        }
        Refusal::OffersNotYet { from_move, now } => {
            format!("в этой партии ничью нельзя предлагать до {from_move}-го хода (сейчас {now}-й ход)")
        }
        Refusal::AgreementTooEarly => {
            "ничья по соглашению возможна, только когда оба игрока сделали хотя бы по одному ходу (ст. 5.2.3)"
                .to_string()
        }
        Refusal::TouchMove { touched, capture: false } => {
            format!("тронул — ходи: вы коснулись фигуры ({}), ею и нужно ходить (ст. 4.3)", nom(touched))
        }
        Refusal::TouchMove { touched, capture: true } => {
            format!("тронул — бери: вы коснулись фигуры соперника ({}), её и нужно взять (ст. 4.3)", nom(touched))
        }
        Refusal::Paused => "часы остановлены: сначала продолжите партию".to_string(),
        Refusal::NotYourTurn(c) => format!("сейчас ход {}", side_gen(*c)),
        Refusal::NothingToTakeBack => "ещё не сделано ни одного хода, который можно взять назад".to_string(),
        Refusal::NoClock => "в этой партии нет часов, которые можно поправить".to_string(),
        Refusal::CorrectionTooLarge { side, taking: false } => {
            format!(
                "поправка не может поставить на часы {} больше {} часов",
                side_gen(*side),
                crate::game::MAX_CORRECTED_CLOCK.whole_secs() / 3600
            )
        }
        Refusal::CorrectionTooLarge { side, taking: true } => {
            format!(
                "поправка не может снять с часов {} больше {} часов",
                side_gen(*side),
                crate::game::MAX_CORRECTED_CLOCK.whole_secs() / 3600
            )
        }
        Refusal::PracticeOnly => {
            "это можно только в режиме тренировки невозможных ходов (--arbiter practice)".to_string()
        }
        Refusal::KingCapture => {
            "короля не берут: укажите на невозможный ход, после которого он остался под боем".to_string()
        }
    }
}

/// What may be claimed.
pub(super) const fn claim_reason(r: ClaimReason) -> &'static str {
    match r {
        ClaimReason::ThreefoldRepetition => "троекратное повторение",
        ClaimReason::FiftyMoves => "правило 50 ходов",
    }
}

/// How a game ended, as a sentence.
pub(super) fn outcome(o: &Outcome) -> String {
    let score = o.score();
    let text = match (o.termination, o.by) {
        (Termination::Resignation, Some(c)) => format!("{} сдались", side_nom(c)),
        (Termination::Timeout, Some(c)) if o.winner.is_none() => {
            format!("у {} упал флажок, но {} не могут поставить мат", side_gen(c), side_nom(!c).to_lowercase())
        }
        (Termination::Timeout, Some(c)) => format!("у {} упал флажок", side_gen(c)),
        (Termination::ThreefoldRepetition | Termination::FiftyMoves, Some(c)) => {
            format!("{}, по требованию {}", termination(o.termination), side_gen(c))
        }
        (Termination::IllegalSealedMove, Some(c)) => format!("записанный ход {} невозможен", side_gen(c)),
        (Termination::IllegalMove, Some(c)) if o.winner.is_none() => {
            format!("второй невозможный ход {}, но {} не могут поставить мат", side_gen(c), side_nom(!c).to_lowercase())
        }
        (Termination::IllegalMove, Some(c)) => format!("второй невозможный ход {}", side_gen(c)),
        (Termination::Checkmate, _) => match o.winner {
            Some(c) => format!("мат, победа {}", side_gen(c)),
            None => "мат".to_string(),
        },
        (t, _) => termination(t).to_string(),
    };
    format!("{score} — {text}")
}

/// Why a file is not a save ferz can resume.
pub(super) fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Pgn(e) => format!("файл не читается как партия PGN: {}", pgn_error(e)),
        SaveError::Empty => "в файле нет партии".to_string(),
        SaveError::NotASave(NotASave::NoTag) => "это не сохранение ferz: в нём нет тега FerzSave".to_string(),
        SaveError::NotASave(NotASave::Version(version)) => format!(
            "это не сохранение ferz: у него версия формата {version}, а эта версия ferz читает версию {}",
            crate::game::SAVE_VERSION
        ),
        SaveError::BadTag { name, value, why } => {
            format!("сохранение повреждено: тег {name} «{}» {}", crate::text::clean_short(value), tag_fault(why))
        }
        SaveError::Game(e) => format!("сохранение повреждено: {}", game_error(e)),
        SaveError::Clock(e) => format!("сохранение повреждено: часы: {}", clock_error(e)),
    }
}

/// What is wrong with a damaged `Ferz…` tag, said after the tag and its value.
fn tag_fault(why: &TagFault) -> String {
    match why {
        TagFault::Missing => "отсутствует".to_string(),
        TagFault::NotANumber => "не число".to_string(),
        TagFault::NotASide => "должен быть white или black".to_string(),
        TagFault::NotATermination => "не называет способ окончания партии".to_string(),
        TagFault::TimeControl(e) => format!("не читается: {}", time_control_error(e)),
        TagFault::FieldWithoutEquals => "содержит поле без «=»".to_string(),
        TagFault::UnknownField(key) => format!("содержит неизвестное поле «{key}»"),
        TagFault::NoSideToMove => "не называет сторону, чья очередь ходить".to_string(),
        TagFault::LacksWhiteTime => "не содержит времени белых".to_string(),
        TagFault::LacksBlackTime => "не содержит времени чёрных".to_string(),
        TagFault::LacksMoveCounts => "не содержит числа сделанных ходов".to_string(),
        TagFault::LacksPeriods => "не содержит номеров периодов".to_string(),
        TagFault::LacksSideToMove => "не содержит стороны, чья очередь ходить".to_string(),
        TagFault::MoveNotUci => "содержит ход не в записи UCI".to_string(),
        TagFault::ClockNotANumber => "содержит показание часов, которое не число".to_string(),
        TagFault::LacksClock => "содержит полуход без показания часов".to_string(),
        TagFault::LacksDrawOfferMark => "содержит полуход без отметки о предложении ничьей".to_string(),
        TagFault::SpentNotANumber => "содержит затраченное время, которое не число".to_string(),
        TagFault::FieldTooMany => "содержит лишнее поле".to_string(),
        TagFault::FindingShape => "должен состоять из полуходов, ходов, опозданий, штрафов, отменённых ходов, \
                                   позиций, предыдущих ходов и взятых назад ходов через «/»"
            .to_string(),
    }
}

/// Why the clock refused a press or a saved state.
fn clock_error(e: &ClockError) -> String {
    match e {
        ClockError::NotStarted => "часы ещё не пущены".to_string(),
        ClockError::Paused => "часы остановлены; сначала пустите их".to_string(),
        ClockError::Stopped => "партия окончена, часы стоят".to_string(),
        ClockError::Flagged(side) => format!("у {} истекло время", side_gen(*side)),
        ClockError::BadState(fault) => format!(
            "сохранённые часы не подходят: {}",
            match fault {
                StateFault::UntimedPeriod => "в партии без часов нет периодов",
                StateFault::PastLastPeriod => "номер периода больше последнего",
                StateFault::MoveCountsTooLarge => "число ходов в периодах слишком велико",
                StateFault::MovesOutsidePeriod => "число ходов стороны не подходит к её периоду",
            }
        ),
        ClockError::MixedOdds => "для разного времени нужны два контроля одного рода: оба с обратным отсчётом, \
                                  оба «песочные часы» или оба с прямым отсчётом"
            .to_string(),
    }
}

/// An input line of the script protocol that cannot be read.
pub(super) fn line_error(e: &LineError) -> String {
    match e {
        LineError::MoveNeedsText => {
            "после 'move' нужен ход, например 'move e4', 'move g1f3' или 'move Кf3'".to_string()
        }
        LineError::WaitNeedsSeconds { got } => {
            format!("после 'wait' нужно число секунд, например 'wait 2.5' (получено «{got}»)")
        }
        LineError::TakesNothing { command, got } => format!("'{command}' пишется без продолжения (получено «{got}»)"),
        LineError::TouchNeedsSquare => "после 'touch' нужно поле, например 'touch g1'".to_string(),
        LineError::ResignTakesSide { got } => {
            format!("после 'resign' пишется 'white', 'black' или ничего (получено «{got}»)")
        }
        LineError::AdjustNeedsChange { got } => format!(
            "после 'adjust' нужны сторона и поправка, например 'adjust white +120', 'adjust black -30' или \
             'adjust white moves 40' (получено «{got}»)"
        ),
        LineError::UnknownCommand { command } => format!(
            "неизвестная команда '{command}': ожидается move, wait, offer, accept, decline, claim, resign, touch, \
             press, illegal, adjust, state или pgn"
        ),
        LineError::TooLong { max_bytes } => format!("строка длиннее {max_bytes} байт"),
        LineError::NotUtf8 => "строка не является текстом в кодировке UTF-8".to_string(),
    }
}

/// A command-line value that cannot be used.
pub(super) fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::Penalty(v) => format!("«{v}» — не число секунд от 0 до 3600, например 60 или 7.5"),
        SetupError::Warn(v) => format!("нужны секунды, например 20 или 7.5 (не больше 3600), а дано «{v}»"),
        SetupError::Name(flag) => format!("{flag}: имя пустое; укажите имя, например --white Анна"),
        SetupError::Odds(e) => format!("--white-time, --black-time: {}", clock_error(e)),
        SetupError::NoTimeControl => {
            "--time: шахматным часам нужен контроль времени; у «none» часов нет (попробуйте 5+3 или up)".to_string()
        }
        SetupError::Chess960(v) => format!(
            "«{v}» — не номер позиции Chess960: нужно число от 0 до 959 (518 — обычная начальная расстановка) или ничего, тогда позиция будет случайной"
        ),
        SetupError::PieceOdds(v) => format!(
            "«{v}» — не фора: нужны цвет white или black, двоеточие и фигуры: pawn (пешка), knight (конь), rook (ладья), queen (ферзь); например, white:knight или black:rook,pawn"
        ),
        SetupError::OddsPieceMissing { color, piece, square } => {
            let whose = match color {
                Color::White => "белых",
                Color::Black => "чёрных",
            };
            let what = match *piece {
                "pawn" => "пешки",
                "knight" => "коня",
                "rook" => "ладьи",
                "queen" => "ферзя",
                _ => "короля",
            };
            format!("--odds: в этой начальной позиции на {square} нет {what} {whose}")
        }
        SetupError::OddsPieceNotFound { color, piece } => {
            let whose = match color {
                Color::White => "белых",
                Color::Black => "чёрных",
            };
            let (what, place) = match *piece {
                "rook" => ("ладьи", "на ферзевом фланге от короля"),
                "knight" => ("коня", "на исходной горизонтали"),
                "queen" => ("ферзя", "на исходной горизонтали"),
                _ => ("пешки", "на своём месте"),
            };
            format!("--odds: в этой начальной позиции Chess960 нет {what} {whose} {place}")
        }
    }
}

/// The Russian plural form for `n`: один ход, два хода, пять ходов.
fn plural(n: u64, one: &'static str, few: &'static str, many: &'static str) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=14) => many,
        (1, _) => one,
        (2..=4, _) => few,
        _ => many,
    }
}

/// Why `side` cannot mate.
fn why(side: Color, why: Why) -> String {
    match why {
        Why::Material => format!("у {} слишком мало материала для мата", side_gen(side)),
        Why::ForcedCycle => {
            format!(
                "единственные возможные ходы идут по кругу, и {} никогда не поставят мат",
                side_nom(side).to_lowercase()
            )
        }
        Why::EveryLineEnds { plies: 0 } => {
            format!("{} не могут поставить мат: партию нельзя продолжить", side_nom(side))
        }
        Why::EveryLineEnds { plies } => {
            let moves = u64::from(plies.div_ceil(2));
            format!(
                "как ни играть, партия кончится не позже чем через {moves} {} без мата от {}",
                plural(moves, "ход", "хода", "ходов"),
                side_gen(side)
            )
        }
        Why::Locked => {
            format!("пешки заперты, и ни одна фигура {} никогда не пройдёт за них, чтобы дать мат", side_gen(side))
        }
        Why::Exhausted { positions } => {
            let n = u64::from(positions);
            format!(
                "рассмотрены все {n} {}, которые ещё могут возникнуть: ни в одной нет мата от {}",
                plural(n, "позиция", "позиции", "позиций"),
                side_gen(side)
            )
        }
    }
}

/// The proof of an ending.
pub(super) fn proof(p: &Proof, pos: &Position, notation: Notation) -> String {
    match p {
        Proof::Dead { white: Why::Locked, black: Why::Locked } => {
            "ни одна сторона не может поставить мат: ни одна пешка не пройдёт вперёд и ни одна фигура не проникнет за стену"
                .to_string()
        }
        Proof::Dead { white: Why::Material, black: Why::Material } => {
            "ни у одной стороны нет материала для мата".to_string()
        }
        Proof::Dead { white, black } => format!("{}; {}", why(Color::White, *white), why(Color::Black, *black)),
        Proof::CannotMate { side, why: w } => why(*side, *w),
        Proof::CouldMate { side, line } => {
            format!("{} ещё могли поставить мат: {}", side_nom(*side), super::numbered_line(pos, line, notation))
        }
        Proof::Undecided { side } => {
            format!("ferz не смог ни доказать, ни опровергнуть, что {} ещё могут поставить мат; решает флажок", side_nom(*side).to_lowercase())
        }
    }
}

/// What made a completed move illegal.
fn breach(b: &Breach) -> String {
    match b {
        Breach::Move(why) => reason(why),
        Breach::Unpromoted => {
            "пешка, дошедшая до последней горизонтали, должна быть превращена; она становится ферзём (ст. 7.5.2)"
                .to_string()
        }
        Breach::ClockWithoutMove => "часы нажаты без хода (ст. 7.8.1)".to_string(),
    }
}

/// "через 2 полухода": how much later.
fn later(plies: usize) -> String {
    match plies {
        0 => "сразу".to_string(),
        n if n % 10 == 1 && n % 100 != 11 => format!("через {n} полуход"),
        n if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) => format!("через {n} полухода"),
        n => format!("через {n} полуходов"),
    }
}

/// «2. Bc4 — невозможный ход: слон на f1 не может пройти на c4: мешает пешка на e2.»
pub(super) fn illegal_move(illegal: &CompletedIllegal) -> String {
    format!("{} — невозможный ход: {}.", illegal.numbered(), breach(&illegal.breach))
}

/// A completed illegal move said to both players (after the game, beside the board): the
/// reasons address the player who moves («вашему королю шах»), so here the side is named
/// instead («королю чёрных шах от ладьи на e1»).
pub(super) fn illegal_move_of_side(illegal: &CompletedIllegal) -> String {
    let whose = side_gen(illegal.by);
    let why = breach(&illegal.breach)
        .replace("вашего короля", &format!("короля {whose}"))
        .replace("вашему королю", &format!("королю {whose}"))
        .replace("ваш король", &format!("король {whose}"))
        .replace("стоит ваша ", "стоит своя ")
        .replace("стоит ваш ", "стоит свой ");
    format!("{} — невозможный ход: {why}.", illegal.numbered())
}

/// An illegal move pointed out, as a sentence.
pub(super) fn finding(f: &Finding) -> String {
    finding_with(f, &illegal_move(&f.illegal), f.ended.map(|o| outcome(&o)))
}

/// An illegal move pointed out, with `illegal` saying what was illegal and `ended` how the
/// game ended by it, if it did: the record's words or the screen's.
pub(super) fn finding_with(f: &Finding, illegal: &str, ended: Option<String>) -> String {
    let by = f.illegal.by;
    let mut out = format!("{illegal} Указано {}", later(f.later_plies));
    match &f.replaced_by {
        Some(queen) => out.push_str(&format!("; пешка стала ферзём: {queen}.")),
        None => out.push_str(&format!("; ходы взяты назад: {}.", f.undone.join(" "))),
    }
    if !f.penalty.is_zero() {
        out.push_str(&format!(" {} получают +{} (ст. 7.5.5).", side_nom(!by), format_clock(f.penalty)));
    }
    if let Some(ended) = ended {
        // The outcome names the second illegal move and who made it.
        out.push_str(&format!(" {ended}."));
    }
    out
}

/// The coach's summary of a game's illegal moves.
pub(super) fn illegal_summary(log: &IllegalLog) -> String {
    let mut out = String::from("Невозможные ходы:");
    for color in Color::ALL {
        out.push(' ');
        out.push_str(&summary_line(log, color, true));
    }
    out
}

/// One player's part of the coach's summary: «Белые: 2. Bc4 (…), замечен через 1 полуход.» —
/// `reasons` adds why each move was illegal.
pub(super) fn summary_line(log: &IllegalLog, color: Color, reasons: bool) -> String {
    let moves = log.of(color);
    if moves.is_empty() {
        return format!("{}: нет.", side_nom(color));
    }
    let parts: Vec<String> = moves
        .iter()
        .map(|c| {
            let why = if reasons { format!(" ({})", breach(&c.illegal.breach)) } else { String::new() };
            let when = c.later.map_or_else(|| "не замечен".to_string(), |n| format!("замечен {}", later(n)));
            format!("{}{why}, {when}", c.illegal.numbered())
        })
        .collect();
    format!("{}: {}.", side_nom(color), parts.join("; "))
}

/// An arbiter's correction of the clock, as the record writes it: «арбитр: белые +2:00».
pub(super) fn adjustment(a: &Adjustment) -> String {
    match a {
        Adjustment::AddTime { side, amount } => {
            format!("арбитр: {} +{}", side_nom(*side).to_lowercase(), format_clock(*amount))
        }
        Adjustment::TakeTime { side, amount } => {
            format!("арбитр: {} -{}", side_nom(*side).to_lowercase(), format_clock(*amount))
        }
        Adjustment::MoveCount { side, moves } => format!("арбитр: счётчик ходов {} — {moves}", side_gen(*side)),
    }
}

/// An incorrect draw claim and its penalty, as the record writes it.
/// A correct claim's intended move, declared and not made on the board.
pub(super) fn declared_move(claim: &ClaimOutcome) -> String {
    let mv = claim.intended.as_deref().unwrap_or_default();
    format!("{} потребовали ничью, заявив ход {mv}; на доске он не сделан.", side_nom(claim.by))
}

pub(super) fn wrong_claim(claim: &ClaimOutcome, times: u32) -> String {
    let by = side_nom(claim.by);
    let mut reason = match &claim.intended {
        Some(mv) => format!("{by} потребовали ничью с ходом {mv}: требование неверно"),
        None => format!("{by} потребовали ничью: требование неверно"),
    };
    if times > 1 {
        reason.push_str(&format!(" ({times} {} подряд)", plural(u64::from(times), "раз", "раза", "раз")));
    }
    if claim.penalty.is_zero() {
        return reason;
    }
    let each = if times > 1 { " за каждое" } else { "" };
    format!("{reason}, {} +{}{each}", side_nom(!claim.by).to_lowercase(), format_clock(claim.penalty))
}

/// The Russian words of the arbiter's correction of the clock, with the neutral ones the
/// game reads: the sides (any case) and `moves`.
pub(super) const ADJUSTMENT_WORDS: &[(&str, &str)] =
    &[("белые", "white"), ("б", "white"), ("чёрные", "black"), ("черные", "black"), ("ч", "black"), ("ходы", "moves")];

/// The record's comments in Russian.
impl RecordWords for Russian {
    fn finding(&self, finding: &Finding) -> String {
        self::finding(finding)
    }

    fn then_played(&self, moves: &str) -> String {
        format!("затем на доске было сыграно: {moves}")
    }

    fn illegal_summary(&self, log: &IllegalLog) -> String {
        illegal_summary(log)
    }

    fn adjustment(&self, adjustment: &Adjustment) -> String {
        self::adjustment(adjustment)
    }

    fn wrong_claim(&self, claim: &ClaimOutcome, times: u32) -> String {
        wrong_claim(claim, times)
    }

    fn declared_move(&self, claim: &ClaimOutcome) -> String {
        declared_move(claim)
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        self::outcome(outcome)
    }

    fn late_dead(&self, undone: &str) -> String {
        format!("после этого хода позиция была мёртвой (5.2.2): партия закончилась здесь; отменены ходы {undone}")
    }
}

/// Every sentence in Russian.
impl Words for Russian {
    fn code(&self) -> &'static str {
        "ru"
    }

    fn names(&self) -> &'static [&'static str] {
        &["ru", "russian", "рус", "русский"]
    }

    fn own_notation(&self) -> Option<Notation> {
        Some(Notation::Russian)
    }

    fn adjustment_words(&self) -> &'static [(&'static str, &'static str)] {
        ADJUSTMENT_WORDS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Piece, Position, Square, explain};

    #[test]
    fn reasons_read_in_russian() {
        let pos = Position::from_fen("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1").unwrap();
        let why = explain(&pos, Square::D2, Square::F3, None, None);
        assert_eq!(reason(&why), "конь на d2 связан слоном на a5: этот ход открыл бы вашего короля");
        let blocked = IllegalReason::Blocked {
            mover: PieceAt { piece: Piece::new(Color::White, Role::Rook), square: Square::A1 },
            to: Square::A3,
            blocker: PieceAt { piece: Piece::new(Color::White, Role::Pawn), square: Square::A2 },
        };
        assert_eq!(reason(&blocked), "ладья на a1 не может пройти на a3: мешает пешка на a2");
    }

    #[test]
    fn outcomes_read_in_russian() {
        let o = Outcome { winner: None, termination: Termination::ThreefoldRepetition, by: Some(Color::Black) };
        assert_eq!(outcome(&o), "½–½ — троекратное повторение, по требованию чёрных");
        let o = Outcome { winner: Some(Color::White), termination: Termination::Resignation, by: Some(Color::Black) };
        assert_eq!(outcome(&o), "1–0 — Чёрные сдались");
    }
}
