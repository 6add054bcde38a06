//! The values of the event flags, read as the command line gives them (`--match 4`,
//! `--armageddon 5,4`, `--round-robin Anna,Boris,Vera`), each into a typed value or an
//! [`EventError`] naming what is wrong.

use super::{ArmageddonFault, ArmageddonTimes, ColourDraw, EventError, Tiebreak};

/// The most games a match may have: more is a typo.
pub const MAX_MATCH_GAMES: u32 = 100;
/// The fewest players of a round-robin.
pub const MIN_ROUND_ROBIN: usize = 3;
/// The most players of a round-robin.
pub const MAX_ROUND_ROBIN: usize = 12;
/// The most minutes either side may have in armageddon: more is not a quick decider.
pub const MAX_ARMAGEDDON_MINUTES: u32 = 60;

/// `--match N`: the number of games, 1 to [`MAX_MATCH_GAMES`].
///
/// ```
/// use ferz::game::event::{EventError, parse_match_games};
///
/// assert_eq!(parse_match_games("4"), Ok(4));
/// assert_eq!(parse_match_games("0"), Err(EventError::MatchGames { input: "0".into() }));
/// ```
pub fn parse_match_games(text: &str) -> Result<u32, EventError> {
    let t = text.trim();
    t.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| t.parse::<u32>().ok())
        .flatten()
        .filter(|n| (1..=MAX_MATCH_GAMES).contains(n))
        .ok_or_else(|| EventError::MatchGames { input: text.to_string() })
}

/// `--armageddon W,B`: White's and Black's minutes, each from 1 to
/// [`MAX_ARMAGEDDON_MINUTES`], White's more than Black's.
pub fn parse_armageddon(text: &str) -> Result<ArmageddonTimes, EventError> {
    let bad = |fault| EventError::Armageddon { input: text.to_string(), fault };
    let (white, black) = text.split_once(',').ok_or_else(|| bad(ArmageddonFault::Shape))?;
    if black.contains(',') {
        return Err(bad(ArmageddonFault::Shape));
    }
    let minutes = |part: &str| {
        let p = part.trim();
        if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad(ArmageddonFault::NotMinutes { part: p.to_string() }));
        }
        // All digits: only an overflow fails, and that is too long anyway.
        p.parse::<u32>().map_err(|_| bad(ArmageddonFault::TooLong))
    };
    let (white_minutes, black_minutes) = (minutes(white)?, minutes(black)?);
    check_armageddon(ArmageddonTimes { white_minutes, black_minutes }).map_err(bad)
}

/// The checks of armageddon times, typed or built in code: each at least a minute and at most
/// [`MAX_ARMAGEDDON_MINUTES`], White's more than Black's.
pub(super) fn check_armageddon(times: ArmageddonTimes) -> Result<ArmageddonTimes, ArmageddonFault> {
    let ArmageddonTimes { white_minutes, black_minutes } = times;
    if white_minutes == 0 || black_minutes == 0 {
        return Err(ArmageddonFault::Zero);
    }
    if white_minutes > MAX_ARMAGEDDON_MINUTES || black_minutes > MAX_ARMAGEDDON_MINUTES {
        return Err(ArmageddonFault::TooLong);
    }
    if white_minutes <= black_minutes {
        return Err(ArmageddonFault::WhiteNotMore);
    }
    Ok(times)
}

/// `--tiebreak none|armageddon` together with `--armageddon W,B` (either may be absent):
/// `--armageddon` alone asks for armageddon with those times; `--tiebreak armageddon` alone
/// for White 5 minutes, Black 4; `--tiebreak none` with `--armageddon` is refused.
pub fn parse_tiebreak(tiebreak: Option<&str>, armageddon: Option<&str>) -> Result<Tiebreak, EventError> {
    let times = armageddon.map(parse_armageddon).transpose()?;
    let wanted = match tiebreak.map(|t| t.trim().to_ascii_lowercase()) {
        None => times.is_some(),
        Some(t) if t == "armageddon" => true,
        Some(t) if t == "none" => {
            if times.is_some() {
                return Err(EventError::ArmageddonWithoutTiebreak);
            }
            false
        }
        Some(_) => return Err(EventError::Tiebreak { input: tiebreak.unwrap_or_default().to_string() }),
    };
    Ok(if wanted { Tiebreak::Armageddon(times.unwrap_or(ArmageddonTimes::DEFAULT)) } else { Tiebreak::None })
}

/// `--colours given|lot`.
pub fn parse_colours(text: &str) -> Result<ColourDraw, EventError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "given" => Ok(ColourDraw::AsGiven),
        "lot" => Ok(ColourDraw::ByLot),
        _ => Err(EventError::Colours { input: text.to_string() }),
    }
}

/// `--round-robin Anna,Boris,Vera`: the names in order (their Berger numbers), trimmed,
/// [`MIN_ROUND_ROBIN`] to [`MAX_ROUND_ROBIN`] of them, none empty, none twice.
///
/// ```
/// use ferz::game::event::{EventError, parse_round_robin};
///
/// assert_eq!(parse_round_robin("Anna, Boris,Vera").unwrap(), ["Anna", "Boris", "Vera"]);
/// assert_eq!(parse_round_robin("Anna"), Err(EventError::PlayerCount { count: 1 }));
/// ```
pub fn parse_round_robin(text: &str) -> Result<Vec<String>, EventError> {
    let names: Vec<String> = text.split(',').map(|n| n.trim().to_string()).collect();
    round_robin_names(names)
}

/// `--event TEXT`: the event's name, trimmed, not empty.
pub fn parse_event_name(text: &str) -> Result<String, EventError> {
    let name = text.trim();
    if name.is_empty() { Err(EventError::EmptyEventName) } else { Ok(name.to_string()) }
}

/// The players of a round-robin, checked: their number first, then each name.
pub(super) fn round_robin_names(names: Vec<String>) -> Result<Vec<String>, EventError> {
    if !(MIN_ROUND_ROBIN..=MAX_ROUND_ROBIN).contains(&names.len()) {
        return Err(EventError::PlayerCount { count: names.len() });
    }
    checked_names(names)
}

/// Names trimmed, none empty, none the same as another (letter case aside).
pub(super) fn checked_names(names: Vec<String>) -> Result<Vec<String>, EventError> {
    let names: Vec<String> = names.into_iter().map(|n| n.trim().to_string()).collect();
    for (i, name) in names.iter().enumerate() {
        if name.is_empty() {
            return Err(EventError::EmptyName { position: i + 1 });
        }
        let folded = name.to_lowercase();
        if names[..i].iter().any(|earlier| earlier.to_lowercase() == folded) {
            return Err(EventError::NameTwice { name: name.clone() });
        }
    }
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_counts_from_one_to_a_hundred_and_nothing_else() {
        assert_eq!(parse_match_games("1"), Ok(1));
        assert_eq!(parse_match_games(" 12 "), Ok(12));
        assert_eq!(parse_match_games("100"), Ok(100));
        for bad in ["0", "x", "", "-2", "+4", "4.5", "101", "99999999999"] {
            assert_eq!(parse_match_games(bad), Err(EventError::MatchGames { input: bad.into() }), "{bad}");
        }
    }

    #[test]
    fn armageddon_is_white_then_black_minutes() {
        assert_eq!(parse_armageddon("5,4"), Ok(ArmageddonTimes::DEFAULT));
        assert_eq!(parse_armageddon(" 10 , 7 "), Ok(ArmageddonTimes { white_minutes: 10, black_minutes: 7 }));
        let fault = |input: &str| match parse_armageddon(input) {
            Err(EventError::Armageddon { fault, .. }) => fault,
            other => panic!("{input}: {other:?}"),
        };
        assert_eq!(fault("5"), ArmageddonFault::Shape);
        assert_eq!(fault("5,4,3"), ArmageddonFault::Shape);
        assert_eq!(fault("5,x"), ArmageddonFault::NotMinutes { part: "x".into() });
        assert_eq!(fault("4.5,4"), ArmageddonFault::NotMinutes { part: "4.5".into() });
        assert_eq!(fault(",4"), ArmageddonFault::NotMinutes { part: String::new() });
        assert_eq!(fault("5,0"), ArmageddonFault::Zero);
        assert_eq!(fault("61,4"), ArmageddonFault::TooLong);
        assert_eq!(fault("99999999999,4"), ArmageddonFault::TooLong);
        assert_eq!(fault("4,4"), ArmageddonFault::WhiteNotMore);
        assert_eq!(fault("4,5"), ArmageddonFault::WhiteNotMore);
    }

    #[test]
    fn tiebreak_and_armageddon_flags_combine() {
        assert_eq!(parse_tiebreak(None, None), Ok(Tiebreak::None));
        assert_eq!(parse_tiebreak(Some("none"), None), Ok(Tiebreak::None));
        assert_eq!(parse_tiebreak(Some("Armageddon"), None), Ok(Tiebreak::Armageddon(ArmageddonTimes::DEFAULT)));
        let six_five = Tiebreak::Armageddon(ArmageddonTimes { white_minutes: 6, black_minutes: 5 });
        assert_eq!(parse_tiebreak(Some("armageddon"), Some("6,5")), Ok(six_five));
        assert_eq!(parse_tiebreak(None, Some("6,5")), Ok(six_five));
        assert_eq!(parse_tiebreak(Some("none"), Some("6,5")), Err(EventError::ArmageddonWithoutTiebreak));
        assert_eq!(parse_tiebreak(Some("blitz"), None), Err(EventError::Tiebreak { input: "blitz".into() }));
        assert!(matches!(parse_tiebreak(Some("armageddon"), Some("5")), Err(EventError::Armageddon { .. })));
    }

    #[test]
    fn colours_are_given_or_by_lot() {
        assert_eq!(parse_colours("lot"), Ok(ColourDraw::ByLot));
        assert_eq!(parse_colours("given"), Ok(ColourDraw::AsGiven));
        assert_eq!(parse_colours("random"), Err(EventError::Colours { input: "random".into() }));
        assert_eq!(ColourDraw::ByLot.draw(true).first_white(), 1);
        assert_eq!(ColourDraw::ByLot.draw(false).first_white(), 0);
        assert_eq!(ColourDraw::AsGiven.draw(true).first_white(), 0, "no lot, no swap");
    }

    #[test]
    fn round_robin_names_are_three_to_twelve_distinct() {
        assert_eq!(parse_round_robin("Anna,Boris,Vera,Gleb").unwrap(), ["Anna", "Boris", "Vera", "Gleb"]);
        assert_eq!(parse_round_robin("Anna"), Err(EventError::PlayerCount { count: 1 }));
        assert_eq!(parse_round_robin("Anna,Boris"), Err(EventError::PlayerCount { count: 2 }));
        let thirteen = (1..=13).map(|i| format!("P{i}")).collect::<Vec<_>>().join(",");
        assert_eq!(parse_round_robin(&thirteen), Err(EventError::PlayerCount { count: 13 }));
        let twelve = (1..=12).map(|i| format!("P{i}")).collect::<Vec<_>>().join(",");
        assert_eq!(parse_round_robin(&twelve).map(|n| n.len()), Ok(12));
        assert_eq!(parse_round_robin("Anna,,Vera"), Err(EventError::EmptyName { position: 2 }));
        assert_eq!(parse_round_robin("Anna,Boris,anna"), Err(EventError::NameTwice { name: "anna".into() }));
        assert_eq!(parse_round_robin("Анна,Борис,АННА"), Err(EventError::NameTwice { name: "АННА".into() }));
    }

    #[test]
    fn an_event_name_is_not_empty() {
        assert_eq!(parse_event_name(" Club final "), Ok("Club final".into()));
        assert_eq!(parse_event_name("  "), Err(EventError::EmptyEventName));
    }
}
