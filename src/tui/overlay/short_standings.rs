//! A round-robin's standings in short, as the players glance at them between games: place,
//! name, points and games played, a row per player in the order of the standings. Narrow
//! enough to stand beside the board where the whole crosstable (each pair's result, the
//! tie-breaks) does not; the crosstable is a key away.

use crate::game::event::{Column, EventWords, RoundRobin};

/// The short standings laid out for `width` columns: the heads, a row per player, and the
/// width of every line. The heads are the columns' words when they fit, else their short
/// forms; a name too long for the room left is cut, an ellipsis marking the cut.
pub(super) fn short_standings(rr: &RoundRobin, w: &dyn EventWords, width: usize) -> (String, Vec<String>, usize) {
    let table = rr.crosstable();
    let standings = table.standings();
    let chars = |t: &str| t.chars().count();
    let places: Vec<String> = standings.iter().map(|s| w.place(s)).collect();
    let values: Vec<[String; 2]> = standings
        .iter()
        .map(|s| {
            let played = table.rows().get(s.player).map_or(0, |r| r.played);
            [s.points.to_string(), played.to_string()]
        })
        .collect();
    let names_w = rr.players().iter().map(|p| chars(p)).max().unwrap_or(0);
    let heads = |long: bool| {
        let head = |c: Column| if long { w.column(c) } else { w.short_column(c) };
        [head(Column::Place), head(Column::Player), head(Column::Points), head(Column::Games)]
    };
    let widths = |long: bool| {
        let h = heads(long);
        let place = places.iter().map(|p| chars(p)).chain([chars(h[0])]).max().unwrap_or(1);
        let name = names_w.max(chars(h[1]));
        let col = |i: usize| values.iter().map(|v| chars(&v[i])).chain([chars(h[i + 2])]).max().unwrap_or(1);
        [place, name, col(0), col(1)]
    };
    let total = |ws: [usize; 4]| ws.iter().sum::<usize>() + 3;
    let long = total(widths(true)) <= width;
    let mut ws = widths(long);
    // The names take what is left, no less than their head's short form.
    let fixed = total(ws) - ws[1];
    ws[1] = ws[1].min(width.saturating_sub(fixed)).max(chars(heads(false)[1]).min(ws[1]));
    let line = |cells: [&str; 4]| {
        format!(
            "{} {} {} {}",
            pad(cells[0], ws[0], true),
            pad(&cut(cells[1], ws[1]), ws[1], true),
            pad(cells[2], ws[2], false),
            pad(cells[3], ws[3], false)
        )
    };
    let header = line(heads(long));
    let rows = standings
        .iter()
        .enumerate()
        .map(|(k, s)| line([&places[k], rr.name(s.player), &values[k][0], &values[k][1]]))
        .collect();
    (header, rows, total(ws))
}

/// `text` cut to `width` characters, an ellipsis marking the cut.
pub(super) fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut short: String = text.chars().take(width.saturating_sub(1)).collect();
    if width > 0 {
        short.push('…');
    }
    short
}

/// `text` padded on the right (`left`) or the left to `width` characters.
pub(super) fn pad(text: &str, width: usize, left: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(text.chars().count()));
    if left { format!("{text}{fill}") } else { format!("{fill}{text}") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::event::RoundRobinSettings;
    use crate::lang::Lang;

    fn four() -> RoundRobin {
        let players = ["Anna", "Boris", "Vera", "Marina Tsvetaeva"].map(String::from).to_vec();
        RoundRobin::new(RoundRobinSettings { players, double: false, event: None }).expect("a round-robin")
    }

    #[test]
    fn the_short_standings_say_place_name_points_and_games_in_the_width_given() {
        let rr = four();
        let (header, rows, width) = short_standings(&rr, Lang::En.event_words(), 38);
        assert_eq!(header.trim_end(), "Place Player           Points Games");
        assert_eq!(rows.len(), 4);
        assert!(rows.iter().all(|r| r.chars().count() == width && width <= 38), "{rows:?}");
        assert!(rows.iter().any(|r| r.contains("Marina Tsvetaeva")), "{rows:?}");
        // Narrow: the short heads, the long name cut.
        let (header, rows, width) = short_standings(&rr, Lang::En.event_words(), 20);
        assert!(width <= 20, "{header}");
        assert_eq!(header.split_whitespace().collect::<Vec<_>>(), ["#", "Player", "Pts", "Games"], "{header}");
        assert!(rows.iter().any(|r| r.contains("Marin…")), "{rows:?}");
    }
}
