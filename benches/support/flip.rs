//! The colour-flipped copy of a position, for the adjudication benchmarks: the board
//! mirrored top to bottom and the colours swapped (the same position, the other side to mate).

/// The FEN of `fen` with the board mirrored top to bottom and the colours swapped.
pub fn flipped(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect()
    };
    let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
    let turn = if fields.get(1) == Some(&"w") { "b" } else { "w" };
    let castling = match fields.get(2) {
        Some(&"-") | None => "-".to_string(),
        Some(c) => {
            let swapped = swap(c);
            let mut upper: Vec<char> = swapped.chars().filter(char::is_ascii_uppercase).collect();
            let mut lower: Vec<char> = swapped.chars().filter(char::is_ascii_lowercase).collect();
            upper.sort_by_key(|c| "KQ".find(*c));
            lower.sort_by_key(|c| "kq".find(*c));
            upper.into_iter().chain(lower).collect()
        }
    };
    let ep = match fields.get(3) {
        Some(&"-") | None => "-".to_string(),
        Some(sq) => sq.replace('3', "x").replace('6', "3").replace('x', "6"),
    };
    let rest: Vec<&str> = fields.iter().skip(4).copied().collect();
    format!("{} {turn} {castling} {ep} {}", board.join("/"), rest.join(" ")).trim_end().to_string()
}
