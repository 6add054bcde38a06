//! Русский: every word of the terminal game in Russian, as Russian players and arbiters say it
//! (ход белых, шах, пат, предложить ничью, потребовать ничью, тронул — ходи…). The texts of the
//! game and rules layers (illegal moves explained, refusals, results) come from the supertraits
//! (`ru/messages.rs`).

use crate::file_fault::Fault;
use crate::game::{ClaimReason, Duration, Outcome, Speed, Termination, format_clock};
use crate::lang::Keys;
use crate::lang::terminal::{Asked, FooterKey, TerminalWords, given_name, name_for_brackets, name_with_aside};
use crate::lang::{MessageWords, Russian, noun};
use crate::rules::{Color, PieceAt, Role, Square};

/// Russian.
impl TerminalWords for Russian {
    fn app(&self) -> &'static str {
        "ferz"
    }

    fn side(&self, a0: Color) -> &'static str {
        side_nom(a0)
    }

    fn time_control(&self, tc: &str, category: &'static str) -> String {
        format!("{tc} {category}")
    }

    fn category(&self, c: Speed) -> &'static str {
        match c {
            Speed::Bullet => "пуля",
            Speed::Blitz => "блиц",
            Speed::Rapid => "рапид",
            Speed::Standard => "классика",
        }
    }

    fn increment_up_front(&self, shown: &str, increment: Duration) -> String {
        let ms = increment.as_ms();
        let increment = if ms.is_multiple_of(1_000) {
            format!("{} с", ms / 1_000)
        } else {
            format!("{} с", ms as f64 / 1_000.0).replace('.', ",")
        };
        format!("На часах {shown}: добавка {increment} за первый ход начислена заранее, как на часах DGT (режим FIDE).")
    }

    fn untimed(&self) -> &'static str {
        "без часов"
    }

    fn ready(&self, name: Option<&str>, c: Color) -> String {
        format!("Нажмите Enter, чтобы начать, или введите ход — пойдут часы {}", whose_ru(name, c))
    }

    fn to_move(&self, name: Option<&str>, c: Color) -> String {
        format!("Ход {}", whose_ru(name, c))
    }

    fn check(&self) -> &'static str {
        "шах!"
    }

    fn offer_pending(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>, keys: &Keys) -> String {
        let accept = keys.accept;
        let decline = keys.decline;
        format!(
            "{} {} ничью — {}: {accept} принять, {decline} отклонить (или просто сделайте ход)",
            name_or_side(offerer, c),
            agree(offerer, c, "предлагает", "предлагают"),
            name_or_side(answerer, !c)
        )
    }

    fn offer_standing(&self, name: Option<&str>, c: Color) -> String {
        format!("{} {} ничью вместе с этим ходом", name_or_side(name, c), agree(name, c, "предлагает", "предлагают"))
    }

    fn claimable(&self, name: Option<&str>, c: Color, reasons: &[ClaimReason], keys: &Keys) -> String {
        let claim = keys.claim;
        let what: Vec<&str> = reasons.iter().map(|r| Russian.claim_reason(*r)).collect();
        let may = agree(name, c, "может", "могут");
        format!("{} {may} потребовать ничью: {} ({claim} {claim})", name_or_side(name, c), what.join(", "))
    }

    fn claim_next_repeat(&self, name: Option<&str>, c: Color, moves: &str, keys: &Keys) -> String {
        let claim = keys.claim;
        format!(
            "{} {} потребовать ничью ходом {moves}: позиция повторится в третий раз ({claim}, затем ход)",
            name_or_side(name, c),
            agree(name, c, "может", "могут")
        )
    }

    fn claim_next_fifty(&self, name: Option<&str>, c: Color, keys: &Keys) -> String {
        let claim = keys.claim;
        format!(
            "{} {} потребовать ничью любым ходом, кроме взятия и хода пешкой: правило 50 ходов ({claim}, затем ход)",
            name_or_side(name, c),
            agree(name, c, "может", "могут")
        )
    }

    fn paused(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("Пауза — часы обоих игроков остановлены. {pause} — продолжить.")
    }

    fn claim_prompt(&self, name: Option<&str>, c: Color, keys: &Keys) -> String {
        let claim = keys.claim;
        format!(
            "{} {} ничью: {claim} ещё раз — по текущей позиции, или введите либо укажите задуманный ход; Esc — отмена",
            capital(name_or_side(name, c)),
            agree(name, c, "требует", "требуют")
        )
    }

    fn review(&self, ply: usize, total: usize, last: Option<&str>) -> String {
        match last {
            Some(mv) => format!("Просмотр: после {mv} (полуход {ply} из {total}) — ←/→ шаг, Home/End, Esc — к партии"),
            None => format!("Просмотр: начальная позиция (полуход 0 из {total}) — ←/→ шаг, Home/End, Esc — к партии"),
        }
    }

    fn over_at_start(&self, o: &str) -> String {
        format!("Заданная позиция уже окончена: {o}; сделать ход нельзя.")
    }

    fn started(&self, name: Option<&str>, c: Color) -> String {
        format!("Партия началась — идут часы {}.", whose_ru(name, c))
    }

    fn resumed(&self) -> &'static str {
        "Часы снова идут."
    }

    fn stopped(&self) -> &'static str {
        "ferz был остановлен: часы поставлены на паузу в тот же миг, время остановки никому не засчитано."
    }

    fn seat_failed(&self, name: &str, why: &str) -> String {
        // An engine's error reads as a phrase without a full stop; a sentence ends with one.
        let stop = if why.ends_with(['.', '!', '?']) { "" } else { "." };
        format!(
            "{name} не смог сделать ход: {why}{stop} Часы поставлены на паузу: запустите движок заново или делайте его ходы сами."
        )
    }

    fn seat_fault_title(&self) -> &'static str {
        "Компьютер не смог сделать ход"
    }

    fn seat_fault_choices(&self, name: &str, side: Color) -> [(&'static str, String); 2] {
        [
            ("R", format!("запустить {name} заново, партия идёт дальше")),
            ("H", format!("дальше за {} играет человек за этой клавиатурой", side_gen(side))),
        ]
    }

    fn computer_restarted(&self, name: &str) -> String {
        format!("{name} запущен заново; часы идут.")
    }

    fn chair_taken(&self, side: Color) -> String {
        format!("Дальше за {} играют за этой клавиатурой; часы идут.", side_gen(side))
    }

    fn seat_illegal(&self, uci: &str) -> String {
        format!("он ответил {uci}, а такого хода здесь нет.")
    }

    fn arbiter_checks(&self, name: Option<&str>, c: Color) -> String {
        let can = agree(name, c, "может", "могут");
        format!("Флажок упал. ferz проверяет, {can} ли {} ещё поставить мат…", mid_ru(name, c))
    }

    fn late_dead_notice(&self, undone: &str) -> String {
        format!("Позиция была мёртвой уже до {undone} (5.2.2): партия закончилась там вничью, эти ходы отменены.")
    }

    fn declined(&self, name: Option<&str>, c: Color) -> String {
        match given_name(name, c) {
            Some(_) => format!("{} отклоняет ничью; партия продолжается.", who_ru(name, c)),
            None => format!("{} отклоняют ничью; партия продолжается.", side_nom(c)),
        }
    }

    fn claim_refused(
        &self,
        by: Color,
        claimant: Option<&str>,
        gets: Option<&str>,
        penalty: Duration,
        intended: Option<&str>,
    ) -> String {
        // A name is not declined: a named player is addressed and gets the time; a side is
        // said in its case («требование белых», «чёрным добавлено»).
        let gift = match given_name(gets, !by) {
            _ if penalty.is_zero() => "время не добавляется (партия без часов)".to_string(),
            Some(name) => format!("{} получает ещё {}", name_with_aside(name, side_low(!by)), format_clock(penalty)),
            None => format!("{} добавлено {}", (!by).fold("белым", "чёрным"), format_clock(penalty)),
        };
        let claim = match given_name(claimant, by) {
            Some(_) => format!("{}, ваше требование ничьей неправомерно", who_ru(claimant, by)),
            None => format!("Требование {} неправомерно", side_gen(by)),
        };
        match intended {
            Some(mv) => format!("{claim}: {gift}; задуманный ход {mv} сделан."),
            None => format!("{claim}: {gift}; партия продолжается."),
        }
    }

    fn finding_said(&self, f: &crate::game::Finding, white: Option<&str>, black: Option<&str>) -> String {
        let ended = f.ended.map(|o| self.result(&o, white, black));
        super::finding_with(f, &super::illegal_move_of_side(&f.illegal), ended)
    }

    fn result(&self, o: &Outcome, white: Option<&str>, black: Option<&str>) -> String {
        let name = |c: Color| c.fold(white, black);
        // "Анна (белые)" / "белые" as the subject; "белых (Анна)" / "белых" after "у", "по
        // требованию": a name is not declined, so the side carries the case.
        let who = |c: Color| mid_ru(name(c), c);
        let whose = |c: Color| whose_ru(name(c), c);
        let wins = |c: Color| format!("{} {}", agree(name(c), c, "побеждает", "побеждают"), who(c));
        let cannot = |c: Color| format!("{} {} поставить мат", who(c), agree(name(c), c, "не может", "не могут"));
        let text = match (o.termination, o.by, o.winner) {
            (Termination::Checkmate, _, Some(w)) => format!("мат: {}", wins(w)),
            // Where a player's act lost the game, the score says who wins: the sentence says who
            // did what, short enough for the game-over box at 80×24.
            (Termination::Resignation, Some(c), _) => format!("{} {}", who(c), agree(name(c), c, "сдаётся", "сдаются")),
            (Termination::Timeout, Some(c), None) => format!("флажок упал у {}, но {}: ничья", whose(c), cannot(!c)),
            (Termination::Timeout, Some(c), _) => format!("флажок упал у {}", whose(c)),
            (Termination::ThreefoldRepetition | Termination::FiftyMoves, Some(c), _) => {
                format!("{}, по требованию {}", Russian.termination(o.termination), whose(c))
            }
            (Termination::IllegalSealedMove, Some(c), _) => format!("записанный ход {} невозможен", whose(c)),
            (Termination::IllegalMove, Some(c), None) => {
                format!("второй невозможный ход {}, но {}: ничья", whose(c), cannot(!c))
            }
            (Termination::IllegalMove, Some(c), _) => format!("второй невозможный ход {}", whose(c)),
            // A draw no player's act decided says how it ended («пат», «ничья по соглашению»).
            (t, _, Some(w)) => format!("{}: {}", Russian.termination(t), wins(w)),
            (t, _, None) => Russian.termination(t).to_string(),
        };
        format!("{} — {text}", o.score())
    }

    fn claim_cancelled(&self) -> &'static str {
        "Требование ничьей отменено."
    }

    fn taken_back(&self, mv: &str) -> String {
        format!("Ход {mv} взят назад.")
    }

    fn takeback_refused(&self, name: Option<&str>, c: Color, mv: &str) -> String {
        match given_name(name, c) {
            Some(_) => format!("{} отвечает «нет»: ход {mv} остаётся, партия продолжается.", who_ru(name, c)),
            None => format!("{} отвечают «нет»: ход {mv} остаётся, партия продолжается.", side_nom(c)),
        }
    }

    fn resign_no(&self, name: Option<&str>, c: Color) -> String {
        match given_name(name, c) {
            Some(_) => format!("{} не сдаётся; партия продолжается.", who_ru(name, c)),
            None => format!("{} не сдаются; партия продолжается.", side_nom(c)),
        }
    }

    fn accept_no(&self, name: Option<&str>, c: Color) -> String {
        match given_name(name, c) {
            Some(_) => {
                format!("{} пока не принимает ничью: предложение в силе до хода {}.", who_ru(name, c), side_gen(c))
            }
            None => format!("{} пока не принимают ничью: предложение в силе до их хода.", side_nom(c)),
        }
    }

    fn point_out_no(&self) -> &'static str {
        "Невозможный ход не заявлен; партия продолжается."
    }

    fn goes_on(&self) -> &'static str {
        "Партия продолжается."
    }

    fn rematch_no(&self) -> &'static str {
        "Новая партия не начата: S — сохранить эту, R — просмотр, Q — выход."
    }

    fn rematch_started(&self, white: Option<&str>, black: Option<&str>) -> String {
        match (white, black) {
            (Some(w), Some(b)) => format!("Новая партия со сменой цвета: {w} играет белыми, {b} — чёрными."),
            _ => "Новая партия со сменой цвета: кто играл чёрными, теперь играет белыми.".to_string(),
        }
    }

    fn takeback_nothing(&self) -> &'static str {
        "Нет хода, который можно вернуть."
    }

    fn saved(&self, path: &str) -> String {
        format!("Партия сохранена в {path}")
    }

    fn save_failed(&self, path: &str, why: &str) -> String {
        format!("Не удалось сохранить {path}: {why}")
    }

    fn hints(&self, on: bool) -> String {
        if on {
            "Подсказки включены: взятая фигура показывает, куда может пойти.".into()
        } else {
            "Подсказки выключены.".into()
        }
    }

    fn not_started(&self) -> &'static str {
        "Сначала нажмите Enter, чтобы пустить часы."
    }

    fn is_paused(&self, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("Часы остановлены: сначала {pause} — продолжить партию.")
    }

    fn in_review(&self) -> &'static str {
        "Идёт просмотр партии: Esc — вернуться к игре."
    }

    fn is_over(&self) -> &'static str {
        "Партия окончена: N — новая партия, S — сохранить, R — просмотр, Q — выход."
    }

    fn no_piece(&self, sq: Square) -> String {
        format!("На {sq} нет фигуры.")
    }

    fn not_yours(&self, sq: Square, owner: Color, name: Option<&str>, turn: Color) -> String {
        format!("Фигура на {sq} — {}, а сейчас ход {}.", side_gen(owner), whose_ru(name, turn))
    }

    fn no_moves(&self, sq: Square, role: Role) -> String {
        format!("У {} на {sq} нет возможных ходов.", noun(role).genitive)
    }

    fn unknown_command(&self, text: &str) -> String {
        format!("Неизвестная команда «:{text}» — :help покажет все команды.")
    }

    fn bad_argument(&self, command: &str, expected: &str) -> String {
        format!("Команда :{command}: {expected}.")
    }

    fn arg_nothing(&self) -> &'static str {
        "после неё ничего не пишется"
    }

    fn arg_side(&self) -> &'static str {
        "укажите white, black или ничего (сдаётся сторона, чей ход)"
    }

    fn arg_flip(&self) -> &'static str {
        "укажите auto, white, black или ничего"
    }

    fn arg_on_off(&self) -> &'static str {
        "укажите on, off или ничего"
    }

    fn arg_pieces(&self) -> &'static str {
        "укажите art, unicode, letters или ascii"
    }

    fn arg_notation(&self) -> &'static str {
        "укажите san, figurine, lan или ru"
    }

    fn strict_arbiter(&self) -> &'static str {
        "строгий арбитр"
    }

    fn practice_arbiter(&self, keys: &Keys) -> String {
        let point_out = keys.point_out;
        format!("арбитр-тренер: {point_out} — невозможный ход")
    }

    fn touch_move_on(&self) -> &'static str {
        "тронул — ходи"
    }

    fn offers_from(&self, n: u32) -> String {
        format!("предложения ничьей — с {n}-го хода")
    }

    fn chess960(&self, n: Option<u16>) -> String {
        n.map_or_else(|| "шахматы Фишера".to_string(), |n| format!("шахматы Фишера № {n}"))
    }

    fn piece_odds(&self, odds: &crate::game::PieceOdds) -> String {
        use crate::game::OddsPiece;
        let pieces: Vec<&str> = odds
            .pieces
            .iter()
            .map(|p| match p {
                OddsPiece::Pawn => "пешка f",
                OddsPiece::Knight => "ферзевый конь",
                OddsPiece::Rook => "ферзевая ладья",
                OddsPiece::Queen => "ферзь",
            })
            .collect();
        let side = match odds.color {
            Color::White => "белых",
            Color::Black => "чёрных",
        };
        format!("фора {side}: {}", super::start::series(&pieces))
    }

    fn hints_strict(&self) -> &'static str {
        "При строгом арбитре подсказок нет: ищите возможные ходы сами."
    }

    fn touch_bound(&self, p: &PieceAt, capture: bool) -> String {
        let n = noun(p.piece.role);
        if capture {
            format!("тронул — бери: нужно взять {} на {}", n.acc, p.square)
        } else {
            format!("тронул — ходи: нужно ходить {} на {}", n.ins, p.square)
        }
    }

    fn touch_keep(&self, a0: &PieceAt) -> String {
        touch_keep(a0)
    }

    fn move_prompt(&self) -> &'static str {
        "Ход: "
    }

    fn command_prompt(&self) -> &'static str {
        ":"
    }

    fn input_hint(&self) -> &'static str {
        "введите ход (e4, Кf3, Nf3, e7e8Ф) · : команда · ? справка"
    }

    fn no_clock(&self) -> &'static str {
        "без часов"
    }

    fn delay_left(&self, d: &str) -> String {
        format!("задержка {d}")
    }

    fn moves_to_control(&self, n: u32) -> String {
        format!("до контроля {n} {}", moves_word(n))
    }

    fn counter_short(&self, made: u32, left: Option<u32>) -> String {
        match left {
            Some(left) => format!("сделано {made}, до контроля {left}"),
            None => format!("сделано {made}"),
        }
    }

    fn flag_fell(&self) -> &'static str {
        "ФЛАЖОК УПАЛ"
    }

    fn clock_paused(&self) -> &'static str {
        "пауза"
    }

    fn moves_title(&self) -> &'static str {
        "Ходы"
    }

    fn promote_title(&self) -> &'static str {
        "Превращение в"
    }

    fn promote_keys(&self) -> &'static str {
        "Ф Л С К, ←/→ Enter · Esc — отмена"
    }

    fn promote_pawn(&self) -> &'static str {
        "П — оставить пешкой"
    }

    fn promote_letter(&self, role: Role) -> char {
        match role {
            Role::Queen => 'Ф',
            Role::Rook => 'Л',
            Role::Bishop => 'С',
            Role::Knight => 'К',
            // Never shown: a pawn is promoted only to the four pieces above.
            Role::King | Role::Pawn => ' ',
        }
    }

    fn game_over_title(&self) -> &'static str {
        "Партия окончена"
    }

    fn game_over_menu(&self) -> &'static str {
        "N новая · S сохранить · R просмотр · T время · Q выход"
    }

    fn game_over_hide(&self) -> &'static str {
        "Esc — скрыть окно"
    }

    fn question_title(&self, asked: Asked<'_>) -> String {
        match asked {
            Asked::Quit => "Выход из партии".to_string(),
            Asked::NewGame => "Новая партия".to_string(),
            Asked::Rematch => "Новая партия со сменой цвета".to_string(),
            Asked::Resign { name, side } => format!("{}: сдаться?", who_ru(name, side)),
            Asked::PointOut { name, side } => format!("{}: указать на невозможный ход?", who_ru(name, side)),
            Asked::Claim { name, side } => format!("{}: требование ничьей", who_ru(name, side)),
            Asked::Takeback { asker, side, answerer } => format!(
                "{}, {} {} вернуть ход",
                capital(name_or_side(answerer, !side)),
                name_or_side(asker, side),
                agree(asker, side, "просит", "просят")
            ),
            Asked::Draw { answerer, side, offerer } => format!(
                "{}, {} {} ничью",
                capital(name_or_side(answerer, side)),
                name_or_side(offerer, !side),
                agree(offerer, !side, "предлагает", "предлагают")
            ),
        }
    }

    fn confirm_keys(&self) -> &'static str {
        "y или д — да · n, н или Esc — нет"
    }

    fn confirm_short(&self) -> &'static str {
        "д\u{a0}/\u{a0}н"
    }

    fn confirm_quit(&self) -> &'static str {
        "Выйти? Партия ещё идёт."
    }

    fn confirm_new(&self) -> &'static str {
        "Начать новую партию? Эта ещё не окончена."
    }

    fn confirm_rematch(&self, white: Option<&str>, black: Option<&str>) -> String {
        match (white, black) {
            (Some(w), Some(b)) => format!("Новая партия со сменой цвета: {w} играет белыми, {b} — чёрными. Начать?"),
            _ => "Новая партия со сменой цвета: кто играл чёрными, теперь играет белыми. Начать?".to_string(),
        }
    }

    fn confirm_resign(&self, name: Option<&str>, c: Color) -> String {
        match given_name(name, c) {
            Some(_) => format!("{}, вы сдаётесь?", who_ru(name, c)),
            None => format!("{} сдаются?", side_nom(c)),
        }
    }

    fn confirm_point_out(&self, name: Option<&str>, c: Color) -> String {
        match given_name(name, c) {
            Some(_) => {
                format!("{}, вы указываете на невозможный ход? Позиция перед ним будет восстановлена.", who_ru(name, c))
            }
            None => format!("{} указывают на невозможный ход? Позиция перед ним будет восстановлена.", side_nom(c)),
        }
    }

    fn claim_anyway(
        &self,
        claimant: Option<&str>,
        c: Color,
        intended: Option<&str>,
        penalty: Duration,
        gets: Option<&str>,
    ) -> String {
        let wrong = match intended {
            Some(mv) => format!("ход {mv} не даёт права потребовать ничью"),
            None => "сейчас ничью потребовать нельзя".to_string(),
        };
        let cost = match (penalty, gets) {
            (p, _) if p.is_zero() => "время не добавится (партия без часов)".to_string(),
            (_, gets) => {
                format!(
                    "{} {} {}",
                    name_or_side(gets, !c),
                    agree(gets, !c, "получит", "получат"),
                    format_clock(penalty)
                )
            }
        };
        let played = intended.map(|mv| format!(", а ход {mv} будет сделан")).unwrap_or_default();
        format!("{}, {wrong}. Если всё же потребовать, {cost}{played}. Требовать?", who_ru(claimant, c))
    }

    fn confirm_takeback(&self, asker: Option<&str>, c: Color, mv: &str, answerer: Option<&str>) -> String {
        let verb = agree(asker, c, "просит", "просят");
        format!("{} {verb} вернуть ход {mv}. {}, вы согласны?", who_ru(asker, c), who_ru(answerer, !c))
    }

    fn confirm_accept(&self, answerer: Option<&str>, c: Color, offerer: Option<&str>) -> String {
        format!("{}, принять ничью, которую {}?", who_ru(answerer, c), offers_ru(offerer, !c))
    }

    fn own_offer(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>) -> String {
        let verb = agree(answerer, !c, "ответит", "ответят");
        let by = mid_ru(offerer, c);
        let offers = agree(offerer, c, "предлагает", "предлагают");
        format!("Ничью {offers} {by}; {} {verb} после хода {}.", who_ru(answerer, !c), side_gen(c))
    }

    fn offer_early(&self, offerer: Option<&str>, c: Color, answerer: Option<&str>, keys: &Keys) -> String {
        let decline = keys.decline;
        format!(
            "{} {} ничью — согласиться можно, когда обе стороны сделают ход; {}: {decline} отклонить",
            capital(name_or_side(offerer, c)),
            agree(offerer, c, "предлагает", "предлагают"),
            name_or_side(answerer, !c)
        )
    }

    fn help_title(&self) -> &'static str {
        "Справка — все клавиши и команды"
    }

    fn help(&self, keys: &Keys) -> Vec<(&'static str, Vec<(String, String)>)> {
        keys.fill_help(HELP_RU)
    }

    fn help_footer(&self) -> &'static str {
        "↑/↓ PgUp/PgDn прокрутка · Esc — закрыть"
    }

    fn too_small(&self, nw: u16, nh: u16, w: u16, h: u16) -> String {
        format!("терминал слишком мал: нужно {nw}×{nh}, сейчас {w}×{h}")
    }

    fn found_title(&self) -> &'static str {
        "Неоконченная партия"
    }

    fn found(&self, white: &str, black: &str, n: u32, turn: Color) -> String {
        format!(
            "Найдена неоконченная партия: {white} – {black}, {n}-й ход, очередь {}.",
            whose_found(white, black, turn)
        )
    }

    fn found_question(&self) -> &'static str {
        "Продолжить её (R) или начать новую партию (N)?"
    }

    fn found_waiting(&self) -> &'static str {
        "Найдена неоконченная партия: R — продолжить её, N — новая партия."
    }

    fn resumed_paused(&self, name: Option<&str>, c: Color, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("Сохранённая партия открыта, часы обоих игроков стоят: {pause} пускает часы {}.", whose_ru(name, c))
    }

    fn notice_title(&self) -> &'static str {
        "Сохранённая партия"
    }

    fn notice_keys(&self) -> &'static str {
        "Нажмите любую клавишу, чтобы продолжить"
    }

    fn save_unreadable(&self, why: &str, kept: &str) -> String {
        format!("Сохранённую партию не удалось прочитать: {why}. Файл переименован в {kept}.")
    }

    fn save_unreadable_stuck(&self, why: &str, path: &str, error: &str) -> String {
        format!(
            "Сохранённую партию {path} не удалось прочитать: {why}. Отложить файл в сторону тоже не удалось \
             ({error}), поэтому он оставлен как есть, а эта партия не сохраняется автоматически."
        )
    }

    fn autosave_failed(&self, why: &str) -> String {
        format!("Автосохранение не удалось: {why}. Игра продолжается, ferz будет пытаться сохранить партию снова.")
    }

    fn archived(&self, path: &str) -> String {
        format!("Оконченная партия сохранена в {path}.")
    }

    fn archive_failed(&self, why: &str) -> String {
        format!("Оконченную партию не удалось сохранить: {why}.")
    }

    fn kept_aside(&self, path: &str) -> String {
        format!("Неоконченная партия сохранена как {path}.")
    }

    fn abandon_failed(&self, why: &str) -> String {
        format!(
            "Неоконченную партию из автосохранения не удалось отложить в сторону: {why}. \
             Эта партия не сохраняется автоматически, чтобы не затереть ту."
        )
    }

    fn seal_title(&self) -> &'static str {
        "Откладывание: запишите ход"
    }

    fn seal_prompt(&self, name: Option<&str>, c: Color, n: u32) -> String {
        format!(
            "{} {} {n}-й ход: введите ход (он не показывается) и нажмите Enter. Сейчас он не делается; \
             невозможный или неоднозначный записанный ход проигрывает партию.",
            who_ru(name, c),
            agree(name, c, "записывает", "записывают")
        )
    }

    fn seal_label(&self) -> &'static str {
        "Записанный ход: "
    }

    fn seal_keys(&self) -> &'static str {
        "Enter — запечатать и отложить · Esc — не откладывать"
    }

    fn seal_empty(&self) -> &'static str {
        "Сначала введите ход, который нужно записать."
    }

    fn seal_cancelled(&self) -> &'static str {
        "Партия не отложена; игра продолжается."
    }

    fn adjourned(&self, name: Option<&str>, c: Color, n: u32, path: &str, code: &str) -> String {
        format!(
            "Партия отложена: {}. Код, которым вскрывается конверт: {code} — запишите его на бланк сейчас, \
             больше он не будет показан. Конверт — {path}; продолжить: ferz --lang ru resume {path}",
            sealed_ru(name, c, n)
        )
    }

    fn sealed_title(&self) -> &'static str {
        "Конверт запечатан"
    }

    fn sealed_by(&self, name: Option<&str>, c: Color, n: u32) -> String {
        format!(
            "Партия отложена: {}. Запишите этот код на бланк сейчас: им вскрывается конверт, \
             больше он не будет показан.",
            sealed_ru(name, c, n)
        )
    }

    fn sealed_file(&self, path: &str) -> String {
        format!("Конверт — {path}; продолжить: ferz --lang ru resume {path}")
    }

    fn sealed_keys(&self) -> &'static str {
        "Нажмите любую клавишу, чтобы выйти (код будет выведен и в терминал)"
    }

    fn adjourn_failed(&self, why: &str, keys: &Keys) -> String {
        let pause = keys.pause;
        format!("Не удалось записать конверт: {why}. Партия не отложена; часы на паузе ({pause} — продолжить).")
    }

    fn envelope_title(&self) -> &'static str {
        "Отложенная партия"
    }

    fn envelope(&self, name: Option<&str>, c: Color, n: u32) -> String {
        format!("Отложенная партия — {}. Введите код с бланка, чтобы вскрыть конверт", sealed_ru(name, c, n))
    }

    fn envelope_keys(&self, keys: &Keys) -> String {
        let quit = keys.quit;
        format!("Enter — вскрыть конверт · {quit} — выйти, не вскрывая")
    }

    fn envelope_opened(&self, sealer: Option<&str>, c: Color, opponent: Option<&str>, mv: &str) -> String {
        format!(
            "Конверт вскрыт: записанный ход {} {mv} сделан. Идут часы {}.",
            whose_ru(sealer, c),
            whose_ru(opponent, !c)
        )
    }

    fn sealed_lost(&self, name: Option<&str>, c: Color, why: &str) -> String {
        format!("Записанный ход {}: {why}", whose_ru(name, c))
    }

    fn computer_will_seal(&self, name: &str) -> String {
        format!("{name} запечатает выбранный ход, не показывая его, и партия будет отложена.")
    }

    fn sealed_first(&self) -> &'static str {
        "Конверт ещё не вскрыт: сначала введите код с бланка и нажмите Enter."
    }

    fn code_label(&self) -> &'static str {
        "Код: "
    }

    fn envelope_error(&self, e: crate::game::EnvelopeError) -> String {
        use crate::game::EnvelopeError as E;
        match e {
            E::NotACode => "Код — двенадцать букв и цифр, например K7MQ-3XRA-P2WD: введите его снова.".into(),
            E::WrongCode => "Это не тот код, которым запечатан конверт: он остаётся запечатанным.".into(),
            E::Tampered => "Конверт расходится с запечатанной записью (ходы или то, как они записаны, часы, \
                            игроки или записанный ход): он не вскрыт. Позовите судью."
                .into(),
            E::Damaged => "Печать конверта повреждена: его нельзя вскрыть. Позовите судью.".into(),
            E::NoRandom => "система не дала случайных чисел, чтобы запечатать конверт".into(),
            E::TooLong => "записанный ход длиннее, чем вмещает конверт (128 байт)".into(),
            E::OldFormat => "Этот конверт запечатан прежней версией ferz, чьи конверты эта версия не вскрывает \
                             (их длина выдавала записанный ход): вскройте его той версией, которой он \
                             запечатан. Позовите судью."
                .into(),
        }
    }

    fn opened_before(&self, when: &str) -> String {
        // The moment on one row, the sentence wrapped before it.
        format!("Конверт уже вскрывали: {}.", when.replace(' ', "\u{a0}"))
    }

    fn no_opening_record(&self) -> &'static str {
        "Здесь нет записи о том, что конверт вскрывали: копию, вскрытую на другом компьютере, нельзя отличить от запечатанной."
    }

    fn opening_unrecorded(&self, why: &str) -> String {
        format!("Не удалось записать, что конверт вскрыт: {why}.")
    }

    fn opened_elsewhere(&self, when: &str, pid: Option<u32>) -> String {
        let by = pid.map(|pid| format!(" (процесс {pid})")).unwrap_or_default();
        format!("Этот конверт вскрыт {when} в другом окне{by}: партия идёт там, а здесь он остаётся запечатанным.")
    }

    fn opening_unclaimed(&self, why: &str) -> String {
        format!("Конверт остаётся запечатанным: нельзя записать, что он вскрыт ({why}). Позовите судью.")
    }

    fn os_error(&self, kind: std::io::ErrorKind, detail: &str) -> String {
        format!("{} ({detail})", os_error_ru(kind))
    }

    fn storage_fault(&self, fault: Fault) -> &'static str {
        match fault {
            Fault::TooLargeForSave => "файл слишком велик для сохранения",
            Fault::NotUtf8 => "файл не в кодировке UTF-8",
            Fault::TooManyNames => "слишком много партий с таким именем",
            Fault::TooManySetAside => "слишком много файлов, отложенных в сторону",
            Fault::RecordHeld => "запись занята другим процессом",
        }
    }

    fn envelope_mismatch(&self, by: Color, turn: Color) -> String {
        format!("конверт повреждён: записанный ход — {}, а очередь хода {}", side_gen(by), side_gen(turn))
    }

    fn no_such_file(&self) -> &'static str {
        "такого файла нет"
    }

    fn no_data_dir(&self) -> &'static str {
        "нет папки данных для сохранений (задайте FERZ_DATA_DIR)"
    }

    fn kept_in(&self, error: &str, place: Option<&str>) -> String {
        match place {
            Some(place) => format!("{error}; партия осталась в {place}"),
            None => format!("{error}; партию не удалось сохранить ни в один файл"),
        }
    }

    fn resume_no_data_dir(&self) -> &'static str {
        "нет папки данных, где искать сохранённую партию (задайте FERZ_DATA_DIR)"
    }

    fn resume_no_autosave(&self, path: &str) -> String {
        format!("нет неоконченной партии, которую можно продолжить (в {path} её нет)")
    }

    fn resume_unreadable(&self, path: &str, why: &str) -> String {
        format!("нельзя продолжить {path}: {why}")
    }

    fn found_row(&self, white: &str, black: &str, n: u32, turn: Color) -> String {
        format!("{white} – {black}, {n}-й ход, очередь {}", whose_found(white, black, turn))
    }

    fn found_details(&self, last: Option<&str>, control: &str, when: Option<&str>) -> String {
        let mut parts = vec![
            last.map_or_else(|| "ходов ещё нет".to_string(), |m| format!("последний ход {m}")),
            control.to_string(),
        ];
        parts.extend(when.map(|w| format!("играли {w}")));
        parts.join(" · ")
    }

    fn found_many(&self, n: usize) -> String {
        match n {
            1 => "Найдена неоконченная партия:".to_string(),
            n => format!("Найдено неоконченных партий: {n}. Выберите стрелками ↑ ↓:"),
        }
    }

    fn held_by(&self, pid: Option<u32>) -> String {
        match pid {
            Some(pid) => format!("идёт в другом окне (процесс {pid})"),
            None => "идёт в другом окне".to_string(),
        }
    }

    fn found_list_question(&self) -> &'static str {
        "Enter или R — продолжить её · N — новая партия (остальные партии сохранятся в games/, матч или турнир подождёт) · Q — выйти"
    }

    fn found_list_waiting(&self, n: usize) -> String {
        match n {
            1 => "Найденная неоконченная партия идёт в другом окне: N — новая партия, Q — выйти.".to_string(),
            n => format!("Найдено неоконченных партий: {n}. ↑ ↓ — выбрать, R — продолжить, N — новая партия."),
        }
    }

    fn found_held(&self, pid: Option<u32>) -> String {
        match pid {
            Some(pid) => format!("Эта партия идёт в другом окне (процесс {pid}): здесь её продолжить нельзя."),
            None => "Эта партия идёт в другом окне: здесь её продолжить нельзя.".to_string(),
        }
    }

    fn not_a_file(&self, kind: crate::file_fault::FileKind) -> String {
        use crate::file_fault::FileKind as K;
        match kind {
            K::Symlink => "это символическая ссылка (ferz по ссылкам не ходит)",
            K::Fifo => "это именованный канал (FIFO), а не файл",
            K::Socket => "это сокет, а не файл",
            K::Device => "это устройство, а не файл",
            K::Directory => "это папка, а не файл",
            K::Missing | K::Regular | K::Other => "это не обычный файл",
        }
        .to_string()
    }

    fn resume_held(&self, path: &str, pid: Option<u32>) -> String {
        match pid {
            Some(pid) => format!("неоконченная партия {path} идёт в другом окне (процесс {pid})"),
            None => format!("неоконченная партия {path} идёт в другом окне"),
        }
    }

    fn unsaved_mark(&self) -> &'static str {
        "● НЕ СОХРАНЕНО"
    }

    fn unsaved_why(&self, why: crate::file_fault::WriteFailure) -> &'static str {
        use crate::file_fault::WriteFailure as W;
        match why {
            W::ReadOnly => "диск только для чтения",
            W::NoPermission => "нет прав на запись",
            W::DiskFull => "диск заполнен",
            W::NotAFolder => "не папка",
            W::NotAFile => "не обычный файл",
            W::NoDataDir => "нет папки данных",
        }
    }

    fn unsaved_quit(&self, why: &str, keys: &Keys) -> String {
        let quit = keys.quit;
        format!(
            "Партия не сохранена ({why}). Куда её сохранить? Исправьте имя файла и нажмите Enter — \
             или снова {quit}: выход, и партия будет выведена в PGN."
        )
    }

    fn unsaved_exit(&self, why: &str) -> String {
        format!("партию не удалось сохранить ({why}); вот она в PGN — скопируйте её:")
    }

    fn unsaved_ended(&self) -> &'static str {
        "партия не сохранена: её запись PGN выше"
    }

    fn crashed(&self, saved: bool) -> &'static str {
        match saved {
            true => "сбой ferz (см. сообщение выше); партия сохранена",
            false => "сбой ferz (см. сообщение выше); партия не сохранена: её запись PGN выше",
        }
    }

    fn no_terminal(&self, system: &str) -> String {
        format!(
            "нет терминала, в котором играть: запустите ferz в окне терминала (ferz script играет и без него); \
             система сообщает: {system}"
        )
    }

    fn on_ascii_console<'t>(&self, text: &'t str) -> std::borrow::Cow<'t, str> {
        std::borrow::Cow::Borrowed(text)
    }

    fn footer(&self, key: FooterKey, keys: &Keys) -> (&'static str, &'static str) {
        match key {
            FooterKey::Start => ("Enter", "начать"),
            FooterKey::Help => (keys.help, "справка"),
            FooterKey::Offer => (keys.offer, "ничья"),
            FooterKey::Accept => (keys.accept, "принять"),
            FooterKey::Decline => (keys.decline, "отклонить"),
            FooterKey::Claim => (keys.claim, "требовать"),
            FooterKey::Resign => (keys.resign, "сдаться"),
            FooterKey::Review => (keys.review, "просмотр"),
            FooterKey::Flip => (keys.flip, "разворот"),
            FooterKey::Pause => (keys.pause, "пауза"),
            FooterKey::Resume => (keys.pause, "продолжить"),
            FooterKey::Save => (keys.save, "сохранить"),
            FooterKey::Quit => (keys.quit, "выход"),
            FooterKey::Step => ("←/→", "шаг"),
            FooterKey::Ends => ("Home/End", "начало/конец"),
            FooterKey::Back => ("Esc", "назад"),
            FooterKey::Command => (":", "команда"),
            FooterKey::NewGame => ("N", "новая партия"),
            FooterKey::Pick => ("Enter", "взять/поставить"),
            FooterKey::OverSave => ("S", "сохранить PGN"),
            FooterKey::OverReview => ("R", "просмотр"),
            FooterKey::TimeChart => ("T", "время"),
            FooterKey::OverQuit => ("Q", "выход"),
            FooterKey::ResumeFound => ("R", "продолжить"),
            FooterKey::OpenEnvelope => ("Enter", "вскрыть конверт"),
            FooterKey::Seal => ("Enter", "запечатать"),
            FooterKey::Adjourn => (":adjourn", "записать ход и выйти"),
            FooterKey::RestartComputer => ("R", "перезапустить движок"),
            FooterKey::TakeChair => ("H", "играть самим"),
        }
    }
}

/// "Белые", "Чёрные": a side as the subject (the verb is plural: белые сдаются).
fn side_nom(c: Color) -> &'static str {
    c.fold("Белые", "Чёрные")
}

/// A player as a question addresses them: "Анна (белые)", or "Белые" when the players gave
/// no names.
fn who_ru(name: Option<&str>, c: Color) -> String {
    match given_name(name, c) {
        Some(name) => name_with_aside(name, side_low(c)),
        None => side_nom(c).to_string(),
    }
}

/// "предлагает Анна", "предлагают белые": who offers, with the verb in agreement.
fn offers_ru(name: Option<&str>, c: Color) -> String {
    match given_name(name, c) {
        Some(name) => format!("предлагает {name}"),
        None => format!("предлагают {}", side_low(c)),
    }
}

/// A player inside a sentence: "Борис (чёрные)", or "чёрные" when the players gave no names.
fn mid_ru(name: Option<&str>, c: Color) -> String {
    match given_name(name, c) {
        Some(name) => name_with_aside(name, side_low(c)),
        None => side_low(c).to_string(),
    }
}

/// A player by name alone, or the side when the players gave no names: "Анна", "белые".
fn name_or_side(name: Option<&str>, c: Color) -> &str {
    given_name(name, c).unwrap_or(side_low(c))
}

/// The verb in agreement with a player: `one` for a name ("Анна сдаётся"), `many` for a side
/// ("белые сдаются").
fn agree(name: Option<&str>, c: Color, one: &'static str, many: &'static str) -> &'static str {
    if given_name(name, c).is_some() { one } else { many }
}

/// The first letter in upper case: a sentence that starts with a side ("Белые, …").
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// "белые", "чёрные" inside a sentence (after a dash, a colon or the `·` between parts of the
/// status line): the name of a side is not capitalised in Russian.
fn side_low(c: Color) -> &'static str {
    c.fold("белые", "чёрные")
}

/// "белых", "чёрных": whose (ход белых, часы чёрных).
fn side_gen(c: Color) -> &'static str {
    c.fold("белых", "чёрных")
}

/// Whose (часы, ход): "белых (Анна)" — a name is not declined, so it stands beside the side
/// — or "белых" when the players gave no names. A name that ends in brackets of its own (the
/// computer's, "Stockfish 15.1 (level 3)") keeps them out of the side's: "чёрных (Stockfish
/// 15.1, level 3)", not brackets within brackets.
fn whose_ru(name: Option<&str>, c: Color) -> String {
    match given_name(name, c) {
        Some(name) => format!("{} ({})", side_gen(c), name_for_brackets(name)),
        None => side_gen(c).to_string(),
    }
}

/// Whose turn it is in a game found, of the players as the list names them (a name, or the
/// side's word when the game has none): "белых (Анна)", "белых".
fn whose_found(white: &str, black: &str, turn: Color) -> String {
    whose_ru(Some(turn.fold(white, black)), turn)
}

/// A move sealed: "записан 2-й ход белых (Анна)" — no past tense that would need the
/// player's gender — or "белые записали 2-й ход" when the players gave no names.
fn sealed_ru(name: Option<&str>, c: Color, n: u32) -> String {
    match given_name(name, c) {
        Some(_) => format!("записан {n}-й ход {}", whose_ru(name, c)),
        None => format!("{} записали {n}-й ход", side_low(c)),
    }
}

/// "ход", "хода", "ходов": the form of «ход» after the number `n`.
fn moves_word(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=14) => "ходов",
        (1, _) => "ход",
        (2..=4, _) => "хода",
        _ => "ходов",
    }
}

/// An error of the operating system, in words.
fn os_error_ru(kind: std::io::ErrorKind) -> &'static str {
    use std::io::ErrorKind as K;
    match kind {
        K::NotFound => "нет такого файла или папки",
        K::PermissionDenied => "нет прав доступа",
        K::AlreadyExists => "такой файл уже есть",
        K::NotADirectory => "часть пути — не папка",
        K::IsADirectory => "это папка, а не файл",
        K::StorageFull => "на диске нет места",
        K::ReadOnlyFilesystem => "файловая система только для чтения",
        K::InvalidInput | K::InvalidFilename => "недопустимое имя файла",
        K::InvalidData => "файл не в кодировке UTF-8 или повреждён",
        K::FileTooLarge => "файл слишком велик",
        K::Interrupted | K::WouldBlock | K::TimedOut => "операция прервана",
        _ => "ошибка ввода-вывода",
    }
}

/// The bound piece cannot be put back: "коня на g1 уже тронули — им и нужно ходить".
fn touch_keep(p: &PieceAt) -> String {
    let n = noun(p.piece.role);
    let (it, by_it) = if n.feminine { ("её", "ею") } else { ("его", "им") };
    format!(
        "Тронул — ходи: {} на {} уже тронули, вернуть {it} нельзя — {by_it} и нужно ходить (ст. 4.3).",
        n.acc, p.square
    )
}

/// The Russian help: every key and every command, row for row as the English one. Keys fit
/// 22 columns and what they do 52, so the help reads whole at 80 columns.
const HELP_RU: &[(&str, &[(&str, &str)])] = &[
    (
        "Как ходить",
        &[
            ("← ↑ → ↓", "двигать курсор"),
            ("Enter  Пробел", "взять фигуру под курсором, поставить её"),
            ("мышь", "щелчок по фигуре, затем по полю; или перетащить"),
            ("ход, затем Enter", "ход в любой записи: e4 Кf3 Nf3 e8=Ф 0-0 g1f3"),
            ("Backspace", "исправить набранный ход"),
            ("Esc", "положить фигуру, стереть ввод, закрыть окно"),
            ("Ф Л С К", "превращение пешки: выбрать фигуру (или Q R B N)"),
            ("←/→  Enter  Пробел", "превращение: сдвинуть выбор, взять фигуру"),
        ],
    ),
    (
        "Партия",
        &[
            ("Enter  :start", "до начала партии: пустить часы"),
            ("{offer}  {offer_ctrl}  :offer  :draw", "предложить ничью (в силе до ответа или до хода)"),
            ("{accept}  {accept_ctrl}  :accept", "принять предложение ничьей"),
            ("{decline}  {decline_ctrl}  :decline", "отклонить предложение ничьей"),
            ("{claim}  {claim_ctrl}  :claim", "потребовать ничью: затем ещё раз {claim} — по текущей"),
            ("", "позиции, или введите либо укажите задуманный ход"),
            (":claim ХОД", "потребовать ничью, указав задуманный ход"),
            ("", "арбитр-помощник: о неверном требовании спросит"),
            ("{resign}  :resign", "сдаться, после вопроса (сторона, чей ход)"),
            (":resign white|black", "сдаётся указанная сторона"),
            ("{takeback}  :takeback  :undo", "вернуть последний ход, если соперник согласен"),
            ("{point_out}  :illegal", "тренировка: указать на невозможный ход (ст. 7.5)"),
            (":press", "тренировка: нажать часы без хода (ст. 7.8)"),
            ("y  n  д  н", "ответить на вопрос: да или нет; Esc — нет"),
            ("R  H  К  Р", "компьютер сбился: заново или играть за него"),
            ("{pause}  {pause_ctrl}", "пауза: остановить или снова пустить часы"),
            (":pause  :resume", "то же самое командами"),
            ("N  S  R  Q", "после партии: новая, сохранить, просмотр, выход"),
        ],
    ),
    (
        "Просмотр и вид",
        &[
            ("{review}  :review", "просмотр партии: ←/→ шаг, Home/End, Esc — назад"),
            ("PgUp  Home", "во время партии: перейти к просмотру"),
            ("PgUp  PgDn", "при просмотре: на десять ходов назад или вперёд"),
            ("T", "после партии, при просмотре: куда ушло время"),
            ("Tab", "положение в турнире: вся таблица"),
            ("колесо мыши", "листать ходы"),
            ("{flip}  {flip_ctrl}  :flip", "развернуть доску"),
            (":flip auto|white|black", "к стороне, чей ход, или закрепить сторону"),
            (":hints [on|off]", "показывать, куда может пойти взятая фигура"),
            (":pieces НАБОР", "фигуры: art, unicode, letters или ascii"),
            (":notation ИМЯ", "запись ходов: san, figurine, lan или ru (русская)"),
            ("{redraw}  :redraw", "перерисовать экран"),
        ],
    ),
    (
        "Файлы и выход",
        &[
            ("{save}  {save_ctrl}  :save [ФАЙЛ]", "сохранить партию (в PGN, который читает ferz resume)"),
            (":new", "новая партия (спросит; после партии — смена цвета)"),
            (":adjourn  :seal", "записать ход втайне, сохранить партию и выйти"),
            ("ferz resume [ФАЙЛ]", "потом: продолжить партию или вскрыть конверт"),
            ("{quit}  {quit_ctrl}  :quit", "выход (спросит, если партия идёт)"),
            (":q  :exit", "то же самое"),
            ("{quit_now}", "выйти сразу"),
            (":suspend  :stop", "в оболочку, часы встают; fg — обратно"),
            ("{help}  ?  :help  :h  :?", "эта справка"),
        ],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{ClaimReason, Outcome, SaveError, Termination};
    use crate::lang::{English, Lang};
    use crate::rules::{Piece, Square};

    /// What a text is: words, which a translation must change, or a key name or symbol
    /// (`F2`, `:offer`, `ferz`), which stays.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Kind {
        Words,
        Symbol,
    }

    /// One text of a table, named by its field (and the sample it was made with).
    type Sample = (String, String, Kind);

    fn words(out: &mut Vec<Sample>, key: &str, text: impl Into<String>) {
        out.push((key.to_string(), text.into(), Kind::Words));
    }

    fn symbol(out: &mut Vec<Sample>, key: &str, text: impl Into<String>) {
        out.push((key.to_string(), text.into(), Kind::Symbol));
    }

    #[test]
    fn the_players_are_named_where_a_person_is_meant() {
        let (w, b, keys) = (Color::White, Color::Black, crate::tui::key_names::keys());
        let (anna, boris) = (Some("Анна"), Some("Борис"));
        let cases: [(String, &str); 19] = [
            (English.to_move(Some("Anna"), w), "Anna (White) to move"),
            (Russian.to_move(boris, b), "Ход чёрных (Борис)"),
            (English.arbiter_checks(Some("Boris"), b), "Flag fallen. ferz checks whether Boris (Black) can still"),
            (Russian.arbiter_checks(boris, b), "Флажок упал. ferz проверяет, может ли Борис (чёрные) ещё"),
            (English.not_yours(Square::E7, b, Some("Anna"), w), "The piece on e7 is Black's; Anna (White) is to move."),
            (Russian.not_yours(Square::E7, b, anna, w), "Фигура на e7 — чёрных, а сейчас ход белых (Анна)."),
            (
                English.accept_no(Some("Anna"), w),
                "Anna (White) does not accept now; the draw offer stands until Anna's",
            ),
            (English.seal_prompt(Some("Anna"), w, 2), "Anna (White) seals move "),
            (English.envelope(Some("Anna"), w, 2), "Adjourned game — Anna (White) sealed move 2."),
            (
                English.envelope_opened(Some("Anna"), w, Some("Boris"), "2. Nf3"),
                "The envelope is opened: Anna's sealed move 2. Nf3 is played. Boris's clock runs.",
            ),
            (English.offer_standing(Some("Boris"), b), "Boris offers a draw with this move"),
            (English.found_row("Anna", "Boris", 3, b), "Anna – Boris, move 3, Boris to move"),
            (English.found_row("White", "Black", 3, b), "White – Black, move 3, Black to move"),
            (Russian.seal_prompt(anna, w, 2), "Анна (белые) записывает 2-й ход"),
            (Russian.envelope(boris, b, 2), "Отложенная партия — записан 2-й ход чёрных (Борис)."),
            (Russian.envelope(None, b, 2), "Отложенная партия — чёрные записали 2-й ход."),
            (
                Russian.envelope_opened(anna, w, boris, "2. Кf3"),
                "Конверт вскрыт: записанный ход белых (Анна) 2. Кf3 сделан. Идут часы чёрных (Борис).",
            ),
            (Russian.offer_pending(boris, b, anna, keys), "Борис предлагает ничью — Анна:"),
            (Russian.found_row("Анна", "Борис", 3, b), "Анна – Борис, 3-й ход, очередь чёрных (Борис)"),
        ];
        // Each text begins so (the rest of a long one is the rules, unchanged).
        for (said, want) in cases {
            assert!(said.starts_with(want), "{said:?} begins with {want:?}");
        }
        assert_eq!(Russian.found_row("Белые", "Чёрные", 3, b), "Белые – Чёрные, 3-й ход, очередь чёрных");
        // The computer's name brings its own brackets: not put inside the side's.
        assert_eq!(
            Russian.found_row("Анна", "Brittle 2 (level 3)", 3, b),
            "Анна – Brittle 2 (level 3), 3-й ход, очередь чёрных (Brittle 2, level 3)"
        );
        assert_eq!(Russian.to_move(Some("Stockfish 15.1 (level 8)"), w), "Ход белых (Stockfish 15.1, level 8)");
        let lost = Outcome { winner: Some(Color::White), termination: Termination::Timeout, by: Some(Color::Black) };
        let computer = Some("Slow knight 1 (level 2)");
        assert_eq!(English.result(&lost, anna, computer), "1–0 — Slow knight 1 (level 2, Black) lost on time");
        assert_eq!(Russian.result(&lost, anna, computer), "1–0 — флажок упал у чёрных (Slow knight 1, level 2)");
        // Without names, the sides.
        assert_eq!(English.to_move(None, b), "Black to move");
        assert_eq!(Russian.to_move(None, w), "Ход белых");
    }

    /// Every text of a table, made with the same sample values for both languages. The
    /// destructuring names every field without `..`: a field added to [`Strings`] does not
    /// compile here until it is sampled, so both tables are always compared whole.
    fn samples(s: &dyn TerminalWords) -> Vec<Sample> {
        let (w, b) = (Color::White, Color::Black);
        let knight = PieceAt { piece: Piece::new(w, Role::Knight), square: Square::G1 };
        let pawn = PieceAt { piece: Piece::new(b, Role::Pawn), square: Square::D5 };
        let mate = Outcome { winner: Some(b), termination: Termination::Checkmate, by: None };
        let claimed = Outcome { winner: None, termination: Termination::ThreefoldRepetition, by: Some(w) };
        let mut out = Vec::new();
        let o = &mut out;
        symbol(o, "app", s.app());
        for c in Color::ALL {
            words(o, &format!("side {c:?}"), s.side(c));
            words(o, &format!("ready {c:?}"), s.ready(None, c));
            words(o, &format!("ready named {c:?}"), s.ready(Some("Anna"), c));
            words(o, &format!("to_move {c:?}"), s.to_move(None, c));
            words(o, &format!("to_move named {c:?}"), s.to_move(Some("Anna"), c));
            words(o, &format!("confirm_resign {c:?}"), s.confirm_resign(None, c));
            words(o, &format!("confirm_resign named {c:?}"), s.confirm_resign(Some("Anna"), c));
            words(o, &format!("confirm_accept {c:?}"), s.confirm_accept(Some("Boris"), c, Some("Anna")));
            words(o, &format!("confirm_accept unnamed {c:?}"), s.confirm_accept(None, c, None));
            words(o, &format!("own_offer {c:?}"), s.own_offer(Some("Anna"), c, Some("Boris")));
            words(o, &format!("own_offer unnamed {c:?}"), s.own_offer(None, c, None));
            words(o, &format!("offer_early {c:?}"), s.offer_early(None, c, None, crate::tui::key_names::keys()));
            words(
                o,
                &format!("offer_early named {c:?}"),
                s.offer_early(Some("Anna"), c, Some("Boris"), crate::tui::key_names::keys()),
            );
            words(o, &format!("confirm_point_out {c:?}"), s.confirm_point_out(None, c));
            words(o, &format!("confirm_point_out named {c:?}"), s.confirm_point_out(Some("Anna"), c));
        }
        for c in [Speed::Bullet, Speed::Blitz, Speed::Rapid, Speed::Standard] {
            words(o, &format!("category {c:?}"), s.category(c));
        }
        words(o, "time_control", s.time_control("15+10", s.category(Speed::Rapid)));
        words(o, "found_details", s.found_details(Some("1… e5"), "15+10 rapid", Some("2026-12-06 01:40 UTC")));
        words(o, "found_details none", s.found_details(None, "15+10 rapid", None));
        words(o, "increment_up_front", s.increment_up_front("15:10", Duration::from_secs(10)));
        words(o, "untimed", s.untimed());
        words(o, "check", s.check());
        words(o, "offer_pending", s.offer_pending(None, b, None, crate::tui::key_names::keys()));
        words(o, "offer_pending named", s.offer_pending(Some("Boris"), b, Some("Anna"), crate::tui::key_names::keys()));
        words(o, "offer_standing", s.offer_standing(None, w));
        words(o, "offer_standing named", s.offer_standing(Some("Anna"), w));
        words(
            o,
            "claimable",
            s.claimable(
                None,
                w,
                &[ClaimReason::ThreefoldRepetition, ClaimReason::FiftyMoves],
                crate::tui::key_names::keys(),
            ),
        );
        words(o, "paused", s.paused(crate::tui::key_names::keys()));
        words(o, "claim_next_repeat", s.claim_next_repeat(None, b, "Кg8", crate::tui::key_names::keys()));
        words(
            o,
            "claim_next_repeat named",
            s.claim_next_repeat(Some("Boris"), b, "Кg8", crate::tui::key_names::keys()),
        );
        words(o, "claim_next_fifty", s.claim_next_fifty(None, w, crate::tui::key_names::keys()));
        words(o, "claim_next_fifty named", s.claim_next_fifty(Some("Anna"), w, crate::tui::key_names::keys()));
        words(o, "claim_anyway", s.claim_anyway(None, w, None, Duration::from_secs(60), None));
        words(
            o,
            "claim_anyway named",
            s.claim_anyway(Some("Anna"), w, Some("Кf3"), Duration::from_secs(60), Some("Boris")),
        );
        words(o, "claim_anyway untimed", s.claim_anyway(None, b, Some("Кf3"), Duration::ZERO, None));
        words(o, "claim_prompt", s.claim_prompt(None, b, crate::tui::key_names::keys()));
        words(o, "claim_prompt named", s.claim_prompt(Some("Boris"), b, crate::tui::key_names::keys()));
        words(o, "review after", s.review(3, 5, Some("2. Nf3")));
        words(o, "review start", s.review(0, 5, None));
        words(o, "outcome mate", s.outcome(&mate));
        words(o, "outcome claimed", s.outcome(&claimed));
        words(o, "over_at_start", s.over_at_start("½–½ — пат"));
        words(o, "started", s.started(None, w));
        words(o, "started named", s.started(Some("Anna"), w));
        words(o, "resumed", s.resumed());
        words(o, "stopped", s.stopped());
        words(o, "seat_failed", s.seat_failed("Anna", &s.seat_illegal("e2e5")));
        words(o, "seat_illegal", s.seat_illegal("e2e5"));
        for c in Color::ALL {
            words(o, &format!("arbiter_checks {c:?}"), s.arbiter_checks(None, c));
            words(o, &format!("arbiter_checks named {c:?}"), s.arbiter_checks(Some("Anna"), c));
        }
        words(o, "late_dead_notice", s.late_dead_notice("41... Bd7 42. Kb3"));
        words(o, "no_opening_record", s.no_opening_record());
        words(o, "declined", s.declined(None, b));
        words(o, "declined named", s.declined(Some("Boris"), b));
        words(o, "resign_no", s.resign_no(None, w));
        words(o, "resign_no named", s.resign_no(Some("Anna"), w));
        words(o, "accept_no", s.accept_no(None, b));
        words(o, "accept_no named", s.accept_no(Some("Boris"), b));
        words(o, "point_out_no", s.point_out_no());
        words(o, "goes_on", s.goes_on());
        words(o, "rematch_no", s.rematch_no());
        words(o, "rematch_started", s.rematch_started(None, None));
        words(o, "rematch_started named", s.rematch_started(Some("Boris"), Some("Anna")));
        words(o, "confirm_rematch", s.confirm_rematch(None, None));
        words(o, "confirm_rematch named", s.confirm_rematch(Some("Boris"), Some("Anna")));
        words(o, "claim_refused penalty", s.claim_refused(w, None, None, Duration::from_secs(60), Some("e4")));
        words(o, "claim_refused named", s.claim_refused(w, Some("Anna"), Some("Boris"), Duration::from_secs(60), None));
        words(o, "claim_refused untimed", s.claim_refused(b, None, None, Duration::ZERO, None));
        for outcome in [mate, claimed] {
            words(o, "result", s.result(&outcome, None, None));
            words(o, "result named", s.result(&outcome, Some("Anna"), Some("Boris")));
        }
        let second = crate::game::Finding {
            illegal: crate::game::CompletedIllegal {
                ply: 3,
                by: b,
                mv: crate::rules::Move::new(Square::A7, Square::A6, None),
                number: 2,
                san: "a6".to_string(),
                breach: crate::game::Breach::ClockWithoutMove,
                before: crate::rules::Position::new(),
                last: None,
            },
            later_plies: 0,
            undone: vec!["a6".to_string()],
            taken: Vec::new(),
            replaced_by: None,
            penalty: Duration::ZERO,
            count: 2,
            ended: Some(Outcome { winner: Some(w), termination: Termination::IllegalMove, by: Some(b) }),
        };
        words(o, "finding_said", s.finding_said(&second, Some("Anna"), Some("Boris")));
        words(o, "claim_cancelled", s.claim_cancelled());
        words(o, "taken_back", s.taken_back("2. Nf3"));
        words(o, "seat_failed", s.seat_failed("Stockfish 15.1 (level 3)", "the engine stopped."));
        words(o, "seat_illegal", s.seat_illegal("e2e5"));
        words(o, "takeback_refused", s.takeback_refused(None, b, "2. Nf3"));
        words(o, "takeback_refused named", s.takeback_refused(Some("Boris"), b, "2. Nf3"));
        words(o, "takeback_nothing", s.takeback_nothing());
        words(o, "saved", s.saved("game.pgn"));
        words(o, "save_failed", s.save_failed("game.pgn", "x"));
        words(o, "hints on", s.hints(true));
        words(o, "hints off", s.hints(false));
        words(o, "not_started", s.not_started());
        words(o, "sealed_first", s.sealed_first());
        words(o, "computer_will_seal", s.computer_will_seal("Stockfish 15.1 (level 3)"));
        words(o, "seat_fault_title", s.seat_fault_title());
        for (key, what) in s.seat_fault_choices("Stockfish 15.1 (level 3)", Color::Black) {
            words(o, &format!("seat_fault_choices {key}"), what);
        }
        words(o, "computer_restarted", s.computer_restarted("Stockfish 15.1 (level 3)"));
        words(o, "chair_taken", s.chair_taken(Color::White));
        words(o, "is_paused", s.is_paused(crate::tui::key_names::keys()));
        words(o, "in_review", s.in_review());
        words(o, "is_over", s.is_over());
        words(o, "no_piece", s.no_piece(Square::E4));
        words(o, "not_yours", s.not_yours(Square::E7, b, None, w));
        words(o, "not_yours named", s.not_yours(Square::E7, b, Some("Anna"), w));
        words(o, "no_moves", s.no_moves(Square::A1, Role::Rook));
        words(o, "unknown_command", s.unknown_command("fly"));
        words(o, "bad_argument", s.bad_argument("pieces", s.arg_pieces()));
        for (key, text) in [
            ("arg_nothing", s.arg_nothing()),
            ("arg_side", s.arg_side()),
            ("arg_flip", s.arg_flip()),
            ("arg_on_off", s.arg_on_off()),
            ("arg_pieces", s.arg_pieces()),
            ("arg_notation", s.arg_notation()),
        ] {
            words(o, key, text);
        }
        words(o, "strict_arbiter", s.strict_arbiter());
        words(o, "practice_arbiter", s.practice_arbiter(crate::tui::key_names::keys()));
        words(o, "touch_move_on", s.touch_move_on());
        words(o, "offers_from", s.offers_from(30));
        words(o, "chess960", s.chess960(Some(42)));
        words(o, "chess960_random", s.chess960(None));
        let odds = crate::game::PieceOdds {
            color: Color::White,
            pieces: vec![crate::game::OddsPiece::Knight, crate::game::OddsPiece::Pawn],
        };
        words(o, "piece_odds", s.piece_odds(&odds));
        words(o, "hints_strict", s.hints_strict());
        words(o, "touch_bound move", s.touch_bound(&knight, false));
        words(o, "touch_bound capture", s.touch_bound(&pawn, true));
        words(o, "touch_keep", s.touch_keep(&knight));
        words(o, "move_prompt", s.move_prompt());
        symbol(o, "command_prompt", s.command_prompt());
        words(o, "input_hint", s.input_hint());
        words(o, "no_clock", s.no_clock());
        words(o, "delay_left", s.delay_left("2.0"));
        for n in [1, 3, 5, 21] {
            words(o, &format!("moves_to_control {n}"), s.moves_to_control(n));
        }
        words(o, "counter_short", s.counter_short(12, Some(28)));
        words(o, "counter_short after", s.counter_short(52, None));
        words(o, "flag_fell", s.flag_fell());
        words(o, "clock_paused", s.clock_paused());
        words(o, "moves_title", s.moves_title());
        words(o, "promote_title", s.promote_title());
        words(o, "promote_keys", s.promote_keys());
        words(o, "promote_pawn", s.promote_pawn());
        for role in Role::PROMOTIONS {
            words(o, &format!("promote_letter {role:?}"), s.promote_letter(role).to_string());
        }
        words(o, "game_over_title", s.game_over_title());
        words(o, "game_over_menu", s.game_over_menu());
        words(o, "game_over_hide", s.game_over_hide());
        for asked in [
            Asked::Quit,
            Asked::NewGame,
            Asked::Rematch,
            Asked::Resign { name: Some("Anna"), side: w },
            Asked::PointOut { name: None, side: b },
            Asked::Claim { name: Some("Anna"), side: w },
            Asked::Takeback { asker: None, side: w, answerer: None },
            Asked::Draw { answerer: Some("Boris"), side: b, offerer: Some("Anna") },
        ] {
            words(o, "question_title", s.question_title(asked));
        }
        words(o, "confirm_keys", s.confirm_keys());
        words(o, "confirm_short", s.confirm_short());
        words(o, "confirm_quit", s.confirm_quit());
        words(o, "confirm_new", s.confirm_new());
        words(o, "confirm_takeback", s.confirm_takeback(None, w, "2. Nf3", None));
        words(o, "confirm_takeback named", s.confirm_takeback(Some("Anna"), w, "2. Nf3", Some("Boris")));
        words(o, "help_title", s.help_title());
        symbol(o, "on_ascii_console", s.on_ascii_console("e4 Кf3").into_owned());
        for (i, (heading, rows)) in s.help(crate::tui::key_names::keys()).iter().enumerate() {
            words(o, &format!("help {i}"), *heading);
            for (j, (keys, what)) in rows.iter().enumerate() {
                symbol(o, &format!("help {i}.{j} keys"), keys.as_str());
                if what.is_empty() {
                    symbol(o, &format!("help {i}.{j}"), what.as_str());
                } else {
                    words(o, &format!("help {i}.{j}"), what.as_str());
                }
            }
        }
        words(o, "help_footer", s.help_footer());
        words(o, "too_small", s.too_small(52, 14, 40, 10));
        for (key, text) in [
            ("found_title", s.found_title()),
            ("found_question", s.found_question()),
            ("found_waiting", s.found_waiting()),
            ("notice_title", s.notice_title()),
            ("notice_keys", s.notice_keys()),
            ("seal_title", s.seal_title()),
            ("seal_label", s.seal_label()),
            ("seal_keys", s.seal_keys()),
            ("seal_empty", s.seal_empty()),
            ("seal_cancelled", s.seal_cancelled()),
            ("envelope_title", s.envelope_title()),
            ("envelope_keys", &s.envelope_keys(crate::tui::key_names::keys())),
        ] {
            words(o, key, text);
        }
        words(o, "found", s.found("Anna", "Boris", 23, w));
        words(o, "resumed_paused", s.resumed_paused(None, b, crate::tui::key_names::keys()));
        words(o, "resumed_paused named", s.resumed_paused(Some("Boris"), b, crate::tui::key_names::keys()));
        words(o, "save_unreadable", s.save_unreadable("x", "current.pgn.corrupt-1"));
        words(o, "save_unreadable_stuck", s.save_unreadable_stuck("x", "current.pgn", "y"));
        words(o, "autosave_failed", s.autosave_failed("x"));
        words(o, "archived", s.archived("games/1.pgn"));
        words(o, "archive_failed", s.archive_failed("x"));
        words(o, "kept_aside", s.kept_aside("games/1-abandoned.pgn"));
        words(o, "abandon_failed", s.abandon_failed("x"));
        words(o, "seal_prompt", s.seal_prompt(None, w, 41));
        words(o, "seal_prompt named", s.seal_prompt(Some("Anna"), w, 41));
        words(o, "adjourned", s.adjourned(None, w, 41, "ferz-adjourned-1.pgn", "K7MQ-3XRA-P2WD"));
        words(o, "adjourned named", s.adjourned(Some("Anna"), w, 41, "ferz-adjourned-1.pgn", "K7MQ-3XRA-P2WD"));
        words(o, "sealed_title", s.sealed_title());
        words(o, "sealed_by", s.sealed_by(None, w, 41));
        words(o, "sealed_by named", s.sealed_by(Some("Anna"), w, 41));
        words(o, "sealed_file", s.sealed_file("ferz-adjourned-1.pgn"));
        words(o, "sealed_keys", s.sealed_keys());
        words(o, "code_label", s.code_label());
        for e in [
            crate::game::EnvelopeError::NotACode,
            crate::game::EnvelopeError::WrongCode,
            crate::game::EnvelopeError::Tampered,
            crate::game::EnvelopeError::Damaged,
            crate::game::EnvelopeError::NoRandom,
            crate::game::EnvelopeError::TooLong,
            crate::game::EnvelopeError::OldFormat,
        ] {
            words(o, "envelope_error", s.envelope_error(e));
        }
        words(o, "opened_before", s.opened_before("2026-11-30 20:00 UTC"));
        words(o, "opening_unrecorded", s.opening_unrecorded("x"));
        words(o, "opened_elsewhere", s.opened_elsewhere("2026-11-30 20:00 UTC", Some(4242)));
        words(o, "opened_elsewhere unknown", s.opened_elsewhere("2026-11-30 20:00 UTC", None));
        words(o, "opening_unclaimed", s.opening_unclaimed("x"));
        words(o, "adjourn_failed", s.adjourn_failed("x", crate::tui::key_names::keys()));
        words(o, "envelope", s.envelope(None, b, 41));
        words(o, "envelope named", s.envelope(Some("Boris"), b, 41));
        words(o, "envelope_opened", s.envelope_opened(None, w, None, "41. Kd4"));
        words(o, "envelope_opened named", s.envelope_opened(Some("Anna"), w, Some("Boris"), "41. Kd4"));
        words(o, "sealed_lost", s.sealed_lost(None, w, "x"));
        words(o, "sealed_lost named", s.sealed_lost(Some("Anna"), w, "x"));
        words(o, "os_error", s.os_error(std::io::ErrorKind::AlreadyExists, "File exists (os error 17)"));
        for fault in
            [Fault::TooLargeForSave, Fault::NotUtf8, Fault::TooManyNames, Fault::TooManySetAside, Fault::RecordHeld]
        {
            match fault {
                Fault::TooLargeForSave
                | Fault::NotUtf8
                | Fault::TooManyNames
                | Fault::TooManySetAside
                | Fault::RecordHeld => {}
            }
            words(o, "storage_fault", s.storage_fault(fault));
        }
        words(o, "save_error empty", s.save_error(&SaveError::Empty));
        words(
            o,
            "save_error pgn",
            s.save_error(&SaveError::Pgn(crate::pgn::PgnError::new(3, 5, crate::pgn::PgnErrorKind::UnmatchedClose))),
        );
        words(o, "save_error not", s.save_error(&SaveError::NotASave(crate::game::NotASave::NoTag)));
        words(
            o,
            "save_error tag",
            s.save_error(&SaveError::BadTag {
                name: "FerzClock",
                value: "v".into(),
                why: crate::game::TagFault::LacksPeriods,
            }),
        );
        words(o, "save_error game", s.save_error(&SaveError::Game(crate::game::GameError::NoOffer)));
        words(o, "envelope_mismatch", s.envelope_mismatch(w, b));
        words(o, "no_such_file", s.no_such_file());
        words(o, "no_data_dir", s.no_data_dir());
        words(o, "kept_in", s.kept_in("x", Some("current.pgn")));
        words(o, "kept_in nowhere", s.kept_in("x", None));
        words(o, "resume_no_data_dir", s.resume_no_data_dir());
        words(o, "resume_no_autosave", s.resume_no_autosave("unfinished"));
        words(o, "resume_unreadable", s.resume_unreadable("x.pgn", "x"));
        words(o, "found_row", s.found_row("Anna", "Boris", 23, w));
        words(o, "found_many", s.found_many(3));
        words(o, "found_many one", s.found_many(1));
        words(o, "held_by", s.held_by(Some(4242)));
        words(o, "held_by unknown", s.held_by(None));
        words(o, "found_list_question", s.found_list_question());
        words(o, "found_list_waiting", s.found_list_waiting(3));
        words(o, "found_list_waiting one", s.found_list_waiting(1));
        words(o, "found_held", s.found_held(Some(4242)));
        words(o, "found_held unknown", s.found_held(None));
        for kind in [
            crate::file_fault::FileKind::Symlink,
            crate::file_fault::FileKind::Fifo,
            crate::file_fault::FileKind::Socket,
            crate::file_fault::FileKind::Device,
            crate::file_fault::FileKind::Directory,
            crate::file_fault::FileKind::Other,
        ] {
            words(o, "not_a_file", s.not_a_file(kind));
        }
        words(o, "resume_held", s.resume_held("unfinished/1.pgn", Some(4242)));
        words(o, "resume_held unknown", s.resume_held("unfinished/1.pgn", None));
        words(o, "unsaved_mark", s.unsaved_mark());
        for why in crate::file_fault::WriteFailure::ALL {
            words(o, "unsaved_why", s.unsaved_why(why));
        }
        words(o, "unsaved_quit", s.unsaved_quit("x", crate::tui::key_names::keys()));
        words(o, "unsaved_exit", s.unsaved_exit("x"));
        words(o, "unsaved_ended", s.unsaved_ended());
        words(o, "crashed saved", s.crashed(true));
        words(o, "crashed unsaved", s.crashed(false));
        words(o, "no_terminal", s.no_terminal("x"));
        for key in FOOTER_KEYS {
            let (name, label) = s.footer(key, crate::tui::key_names::keys());
            symbol(o, &format!("footer {key:?} key"), name);
            words(o, &format!("footer {key:?}"), label);
        }
        out
    }

    /// Every footer key; the match fails to compile when a key is added and not listed here.
    const FOOTER_KEYS: [FooterKey; 29] = {
        use FooterKey as K;
        let all = [
            K::Start,
            K::Help,
            K::Offer,
            K::Accept,
            K::Decline,
            K::Claim,
            K::Resign,
            K::Review,
            K::Flip,
            K::Pause,
            K::Save,
            K::Quit,
            K::Step,
            K::Ends,
            K::Back,
            K::Command,
            K::NewGame,
            K::Pick,
            K::Resume,
            K::OverSave,
            K::OverReview,
            K::TimeChart,
            K::OverQuit,
            K::ResumeFound,
            K::OpenEnvelope,
            K::Seal,
            K::Adjourn,
            K::RestartComputer,
            K::TakeChair,
        ];
        match all[0] {
            K::Start
            | K::Help
            | K::Offer
            | K::Accept
            | K::Decline
            | K::Claim
            | K::Resign
            | K::Review
            | K::Flip
            | K::Pause
            | K::Save
            | K::Quit
            | K::Step
            | K::Ends
            | K::Back
            | K::Command
            | K::NewGame
            | K::Pick
            | K::Resume
            | K::OverSave
            | K::OverReview
            | K::TimeChart
            | K::OverQuit
            | K::ResumeFound
            | K::OpenEnvelope
            | K::Seal
            | K::Adjourn
            | K::RestartComputer
            | K::TakeChair => all,
        }
    };

    fn has_cyrillic(text: &str) -> bool {
        text.chars().any(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
    }

    /// The names of the methods of [`TerminalWords`], read from its source.
    fn methods() -> Vec<&'static str> {
        let source = include_str!("../terminal.rs");
        let start = source.find("pub trait TerminalWords").expect("the trait");
        let end = start + source[start..].find("\n}\n").expect("its end");
        source[start..end]
            .split("fn ")
            .skip(1)
            .filter_map(|rest| rest.split_once('(').and_then(|(name, _)| name.split('<').next()))
            .collect()
    }

    #[test]
    fn every_sentence_of_the_terminal_is_sampled() {
        let sampled: Vec<String> = samples(&English).into_iter().map(|(key, ..)| key).collect();
        let names = methods();
        assert!(names.len() > 140, "{names:?}");
        for name in names {
            assert!(
                sampled.iter().any(|key| key.split(' ').next() == Some(name)),
                "{name} is not sampled: add it to samples, so both languages are compared"
            );
        }
    }

    #[test]
    fn both_tables_have_the_same_keys() {
        let en: Vec<String> = samples(&English).into_iter().map(|(key, ..)| key).collect();
        let ru: Vec<String> = samples(&Russian).into_iter().map(|(key, ..)| key).collect();
        assert_eq!(en, ru, "the help and every sampled text line up row for row");
    }

    #[test]
    fn every_russian_text_is_translated() {
        for ((key, en, kind), (_, ru, _)) in samples(&English).into_iter().zip(samples(&Russian)) {
            assert_eq!(ru.is_empty(), en.is_empty(), "{key}: «{ru}» against '{en}'");
            if kind == Kind::Words && !en.is_empty() {
                assert_ne!(ru, en, "{key} is not translated");
                assert!(has_cyrillic(&ru), "{key}: «{ru}» has no Russian word");
            }
        }
    }

    #[test]
    fn the_help_reads_whole_at_80_columns() {
        for table in [&English as &dyn TerminalWords, &Russian] {
            for (_, rows) in table.help(crate::tui::key_names::keys()) {
                for (keys, what) in rows.iter() {
                    assert!(keys.chars().count() <= 22, "{keys}");
                    assert!(what.chars().count() <= 52, "{what} ({} chars)", what.chars().count());
                }
            }
        }
    }

    #[test]
    fn each_language_has_its_table() {
        assert_eq!(Lang::En.words().code(), "en");
        assert_eq!(Lang::Ru.words().code(), "ru");
        assert_eq!(Lang::Ru.words().check(), "шах!");
        assert_eq!(Lang::En.words().check(), "check!");
    }

    #[test]
    fn russian_numbers_agree_with_their_nouns() {
        let said: Vec<String> = [1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map(|n| Russian.moves_to_control(n)).into();
        assert_eq!(
            said,
            [
                "до контроля 1 ход",
                "до контроля 2 хода",
                "до контроля 4 хода",
                "до контроля 5 ходов",
                "до контроля 11 ходов",
                "до контроля 12 ходов",
                "до контроля 21 ход",
                "до контроля 22 хода",
                "до контроля 25 ходов",
                "до контроля 101 ход",
                "до контроля 111 ходов",
            ]
        );
        let knight = PieceAt { piece: Piece::new(Color::White, Role::Knight), square: Square::G1 };
        assert_eq!(Russian.touch_bound(&knight, false), "тронул — ходи: нужно ходить конём на g1");
        let pawn = PieceAt { piece: Piece::new(Color::White, Role::Pawn), square: Square::E2 };
        assert_eq!(
            Russian.touch_keep(&pawn),
            "Тронул — ходи: пешку на e2 уже тронули, вернуть её нельзя — ею и нужно ходить (ст. 4.3)."
        );
    }
}
