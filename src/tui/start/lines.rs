//! The start screen for a screen reader: the same questions, one a line, each with its
//! default in brackets (Enter keeps it); a choice is answered by its number or its words. An
//! answer that does not read is said and the question asked again. The end of the input
//! leaves ferz.

use std::io::{self, BufRead, Write};

use crate::game::{Arbiter, TimeControl};
use crate::lang::Lang;
use crate::settings::{
    Opponent, Question, Settings, StartChoice, StartKindChoice, default_odds, listed_odds, odds_choices,
};

/// Asks the questions of a new game on `input`/`out`, offering `settings`; the answers, or
/// `None` when the input ended. A `notice` (a damaged settings file) is said first.
pub fn ask_in_lines(
    settings: Settings,
    notice: Option<&str>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<Option<Settings>> {
    let mut s = settings;
    let words = s.lang.start_words();
    if let Some(notice) = notice {
        writeln!(out, "{notice}")?;
    }
    writeln!(out, "{}. {}", words.title(), words.choose_one())?;
    let mut asker = Asker { input, out, lang: s.lang };
    let Some(white) = asker.text(Question::White, &s.white, words.no_name(true))? else { return Ok(None) };
    s.white = white;
    let Some(black) = asker.text(Question::Black, &s.black, words.no_name(false))? else { return Ok(None) };
    s.black = black;
    loop {
        let Some(time) = asker.text(Question::Time, &s.time, &s.time)? else { return Ok(None) };
        match time.parse::<TimeControl>() {
            Ok(_) if !time.is_empty() => {
                s.time = time;
                break;
            }
            Ok(_) => break,
            Err(e) => writeln!(asker.out, "{}", s.lang.words().time_control_error(&e))?,
        }
    }
    let level = s.opponent.level().unwrap_or(crate::settings::DEFAULT_LEVEL);
    let opponents: Vec<(Opponent, String)> =
        Opponent::choices(level).into_iter().map(|o| (o, words.opponent(o).to_string())).collect();
    let Some(opponent) = asker.choose(Question::Opponent, &opponents, &s.opponent)? else { return Ok(None) };
    s.opponent = opponent;
    if let Opponent::Computer { color, level } = s.opponent {
        let levels: Vec<(u8, String)> = crate::settings::LEVELS.map(|n| (n, n.to_string())).collect();
        let Some(level) = asker.choose(Question::Level, &levels, &level)? else { return Ok(None) };
        s.opponent = Opponent::Computer { color, level };
    }
    let kinds: Vec<(StartKindChoice, String)> =
        StartKindChoice::ALL.into_iter().map(|k| (k, words.start(k).to_string())).collect();
    let Some(kind) = asker.choose(Question::Start, &kinds, &s.start.kind())? else { return Ok(None) };
    s.start = match (kind, &s.start) {
        (StartKindChoice::Standard, _) => StartChoice::Standard,
        (StartKindChoice::Chess960, now) => {
            let default = match now {
                StartChoice::Chess960(Some(n)) => n.to_string(),
                _ => words.chess960(None),
            };
            loop {
                let Some(answer) = asker.text(Question::Position, "", &default)? else { return Ok(None) };
                let answer = if answer.is_empty() { default.clone() } else { answer };
                if answer == words.chess960(None) || answer.eq_ignore_ascii_case("random") {
                    break StartChoice::Chess960(None);
                }
                match crate::game::parse_chess960_number(&answer) {
                    Ok(n) => break StartChoice::Chess960(Some(n)),
                    Err(e) => writeln!(asker.out, "{}", s.lang.words().setup_error(&e))?,
                }
            }
        }
        (StartKindChoice::Odds, now) => {
            let odds: Vec<(crate::game::PieceOdds, String)> =
                odds_choices().into_iter().map(|o| (o.clone(), words.odds(&o))).collect();
            let default = match now {
                StartChoice::Odds(o) => listed_odds(o),
                _ => default_odds(),
            };
            // The list, or the odds as `--odds` spells them (the command line's own parser).
            let flag = |answer: &str| crate::game::parse_odds(answer).ok().map(|o| listed_odds(&o));
            let ask = |shown: &str| words.ask_odds(shown);
            let Some(o) = asker.choose_with(ask, &odds, &default, flag)? else { return Ok(None) };
            StartChoice::Odds(o)
        }
    };
    let arbiters: Vec<(Arbiter, String)> =
        Arbiter::ALL.into_iter().map(|a| (a, words.arbiter(a).to_string())).collect();
    let Some(arbiter) = asker.choose(Question::Arbiter, &arbiters, &s.arbiter)? else { return Ok(None) };
    s.arbiter = arbiter;
    let langs: Vec<(Lang, String)> = Lang::ALL.into_iter().map(|l| (l, l.own_name().to_string())).collect();
    let Some(lang) = asker.choose(Question::Language, &langs, &s.lang)? else { return Ok(None) };
    s.lang = lang;
    writeln!(asker.out, "{}", s.lang.start_words().starting())?;
    asker.out.flush()?;
    Ok(Some(s))
}

/// The questions' side of the lines: what is read and where it is said.
struct Asker<'a, R, W> {
    input: &'a mut R,
    out: &'a mut W,
    lang: Lang,
}

impl<R: BufRead, W: Write> Asker<'_, R, W> {
    /// One line read, trimmed; `None` at the end of the input.
    fn line(&mut self) -> io::Result<Option<String>> {
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(crate::text::clean(line.trim()).trim().to_string()))
    }

    /// A typed answer; Enter keeps `now` (shown as `shown`).
    fn text(&mut self, q: Question, now: &str, shown: &str) -> io::Result<Option<String>> {
        let shown = if now.is_empty() { shown } else { now };
        write!(self.out, "{}", self.lang.start_words().ask(q, shown))?;
        Ok(self.line()?.map(|answer| if answer.is_empty() { now.to_string() } else { answer }))
    }

    /// One of `choices`, by its number or its words (the start of them will do); Enter keeps
    /// `now`.
    fn choose<T: Clone + PartialEq>(&mut self, q: Question, choices: &[(T, String)], now: &T) -> io::Result<Option<T>> {
        let words = self.lang.start_words();
        self.choose_with(|shown| words.ask(q, shown), choices, now, |_| None)
    }

    /// As [`Asker::choose`], asked as `ask` says, an answer that is none of the choices read
    /// by `typed` before it is refused.
    fn choose_with<T: Clone + PartialEq>(
        &mut self,
        ask: impl Fn(&str) -> String,
        choices: &[(T, String)],
        now: &T,
        typed: impl Fn(&str) -> Option<T>,
    ) -> io::Result<Option<T>> {
        let words = self.lang.start_words();
        let listed: Vec<String> = choices.iter().enumerate().map(|(i, (_, w))| format!("{} {w}", i + 1)).collect();
        let shown = choices.iter().find(|(c, _)| c == now).map_or("", |(_, w)| w.as_str());
        loop {
            writeln!(self.out, "{}", listed.join(" · "))?;
            write!(self.out, "{}", ask(shown))?;
            let Some(answer) = self.line()? else { return Ok(None) };
            if answer.is_empty() {
                return Ok(Some(now.clone()));
            }
            let lower = answer.to_lowercase();
            let by_number = answer.parse::<usize>().ok().and_then(|n| n.checked_sub(1)).and_then(|i| choices.get(i));
            let by_words = || choices.iter().find(|(_, w)| w.to_lowercase().starts_with(&lower));
            match by_number.or_else(by_words).map(|(c, _)| c.clone()).or_else(|| typed(&answer)) {
                Some(c) => return Ok(Some(c)),
                None => writeln!(self.out, "{}", words.not_a_choice(&answer))?,
            }
        }
    }
}
