//! Russian: why a PGN game was refused or could not be written, beside the English of
//! `en/pgn.rs`.

use super::grammar::side_gen;
use super::{join_or, no_legal_move, syntax_error};
use crate::pgn::{Expected, Found, GameLimit, LongToken, PgnError, PgnErrorKind, PgnWriteError, TagPart};
use crate::rules::MoveError;

/// A refused game, with the line and column of the offending text.
pub(in crate::lang) fn pgn_error(e: &PgnError) -> String {
    format!("строка {}, столбец {}: {}", e.line, e.column, pgn_error_kind(&e.kind))
}

/// What is wrong with a game, without the place.
fn pgn_error_kind(kind: &PgnErrorKind) -> String {
    match kind {
        PgnErrorKind::Io(why) => format!("файл не читается: {why}"),
        PgnErrorKind::UnexpectedChar(c) => format!(
            "неожиданный знак «{}» (U+{:04X}): ожидается тег, ход, номер хода, комментарий, вариант или результат",
            c.escape_default(),
            u32::from(*c)
        ),
        PgnErrorKind::TooLong { what, limit } => format!("{} длиннее {limit} байт", long_token(*what)),
        PgnErrorKind::UnterminatedComment { found } => {
            format!("незакрытый комментарий: после «{{» нет «}}», а дальше — {}", found_text(found))
        }
        PgnErrorKind::UnterminatedString => {
            "незакрытое значение тега: закрывающая кавычка «\"» должна стоять в той же строке".to_string()
        }
        PgnErrorKind::BadNag(text) => {
            format!("неверная числовая оценка «{text}»: нужны «$» и число от 0 до 255")
        }
        PgnErrorKind::BadAnnotation(text) => {
            format!("неизвестный знак к ходу «{text}»: возможны !, ?, !!, ??, !? или ?!")
        }
        PgnErrorKind::TagSyntax { expected, found } => {
            format!("неверный тег: нужно {}, а здесь — {}", tag_part(*expected), found_text(found))
        }
        PgnErrorKind::BadTagName(name) => {
            format!("неверное имя тега «{name}»: нужны буква или цифра, затем буквы, цифры и «_»")
        }
        PgnErrorKind::BadFen { fen, error } => {
            format!("неверный тег FEN «{fen}»: {}", super::position::fen_error(error))
        }
        PgnErrorKind::SetUpWithoutFen => "тег SetUp равен «1», но тега FEN нет".to_string(),
        PgnErrorKind::UnsupportedVariant(v) => {
            format!("вариант игры «{v}» не поддерживается: читаются только обычные шахматы")
        }
        PgnErrorKind::Move { text, ply, number, color, in_variation, error } => {
            let (what, why) = match error {
                MoveError::Illegal { why, .. } => ("невозможный ход", no_legal_move(why)),
                MoveError::Ambiguous { candidates, .. } => {
                    ("неоднозначный ход", format!("это может быть {}", join_or(candidates)))
                }
                MoveError::Null { .. } => ("пустой ход", "пропуск хода — не ход в шахматах".to_string()),
                MoveError::Parse { why, .. } => ("нечитаемый ход", syntax_error(why)),
            };
            let place = if *in_variation { " в варианте" } else { "" };
            format!("{what} «{text}» на полуходе {ply} (ход {number} {}){place}: {why}", side_gen(*color))
        }
        PgnErrorKind::AfterTheEnd { text, ply, checkmate } => {
            let ending = if *checkmate { "матом" } else { "патом" };
            format!(
                "ход «{text}» на полуходе {ply} сделан после конца партии: она закончилась {ending} на полуходе {}",
                ply - 1
            )
        }
        PgnErrorKind::Unexpected { found, expected } => {
            format!("здесь не к месту {}: {}", found_text(found), self::expected(*expected))
        }
        PgnErrorKind::WrongMoveNumber { found, expected } => {
            format!("номер хода {found}, а на очереди ход {expected} (не пропущен ли результат между двумя партиями?)")
        }
        PgnErrorKind::UnterminatedVariation { found } => {
            format!("незакрытый вариант: после «(» нет «)», а дальше — {}", found_text(found))
        }
        PgnErrorKind::UnmatchedClose => "лишняя скобка «)»: ни один вариант не открыт".to_string(),
        PgnErrorKind::MissingResult { found } => {
            format!(
                "нет результата: партия должна кончаться на 1-0, 0-1, 1/2-1/2 или *, а дальше — {}",
                found_text(found)
            )
        }
        PgnErrorKind::TooLarge { what: GameLimit::Bytes, limit } if limit % (1 << 20) == 0 => {
            format!("партия слишком велика: больше {} МБ; её остаток до следующей партии пропущен", limit >> 20)
        }
        PgnErrorKind::TooLarge { what, limit } => {
            format!("партия слишком велика: больше {limit} {}", game_limit(*what))
        }
    }
}

/// How an error names a token it found (nominative): «номер хода 12», «Nf3».
fn found_text(found: &Found) -> String {
    match found {
        Found::TagOpen => "«[» (начало тега, то есть тегов следующей партии)".to_string(),
        Found::TagClose => "«]»".to_string(),
        Found::Str(s) => format!("текст в кавычках «{s}»"),
        Found::Symbol(s) => format!("«{s}»"),
        Found::MoveNumber(n) => format!("номер хода {n}"),
        Found::Dots => "«...»".to_string(),
        Found::Comment => "комментарий".to_string(),
        Found::Nag(n) => format!("числовая оценка «${n}»"),
        Found::Open => "«(»".to_string(),
        Found::Close => "«)»".to_string(),
        Found::Result(r) => format!("результат «{r}»"),
        Found::Eof => "конец файла".to_string(),
        Found::NextGameTags { line: None } => "теги следующей партии".to_string(),
        Found::NextGameTags { line: Some(line) } => format!("теги следующей партии в строке {line}"),
    }
}

const fn long_token(what: LongToken) -> &'static str {
    match what {
        LongToken::Symbol => "запись хода или имя тега",
        LongToken::TagValue => "значение тега",
        LongToken::Comment => "комментарий",
    }
}

/// What there is too much of, in the genitive plural ("больше 1000 тегов").
const fn game_limit(what: GameLimit) -> &'static str {
    match what {
        GameLimit::TextBytes => "байт тегов и комментариев",
        GameLimit::Tags => "тегов",
        GameLimit::Moves => "ходов",
        GameLimit::VariationDepth => "уровней вложенных вариантов",
        GameLimit::Bytes => "байт",
    }
}

/// The missing part of a tag pair, after "нужно".
const fn tag_part(part: TagPart) -> &'static str {
    match part {
        TagPart::Name => "имя тега после «[»",
        TagPart::Value => "значение тега в двойных кавычках",
        TagPart::Close => "«]», чтобы закрыть тег",
    }
}

const fn expected(what: Expected) -> &'static str {
    match what {
        Expected::MoveBeforeAnnotation => "знак к ходу ставится после хода",
        Expected::MoveBeforeNag => "числовая оценка ставится после хода",
        Expected::MoveBeforeVariation => "перед «(» нужен ход (вариант заменяет ход перед ним)",
        Expected::Movetext => "ожидается ход, номер хода, комментарий, вариант или результат",
    }
}

/// Why a game could not be written.
pub(in crate::lang) fn pgn_write_error(e: &PgnWriteError) -> String {
    match e {
        PgnWriteError::IllegalMove { ply, mv, fen } => {
            format!("не удаётся записать партию: ход {mv} на полуходе {ply} невозможен в позиции {fen}")
        }
        PgnWriteError::BadTagName(name) => {
            format!("не удаётся записать тег «{name}»: в имени тега бывают только буквы, цифры и «_»")
        }
        PgnWriteError::BadResult(r) => {
            format!("не удаётся записать результат «{r}»: нужно 1-0, 0-1, 1/2-1/2 или *")
        }
    }
}
