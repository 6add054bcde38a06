//! The prover against chasolver on positions neither labelled set holds, of the three kinds a
//! faster search could get wrong without the labels noticing: endgames reached by random
//! play, blocked-pawn fortresses (files locked pawn against pawn, the kings and a bishop or
//! two anywhere), and labelled lichess positions with one king or one pawn moved a step. For
//! both sides of each, ferz's verdict must be chasolver's (full search, the crate the labels
//! came from), never Unknown where chasolver decides, and every mate ferz finds must be a
//! legal line ending in mate. The positions come from tests/xorshift, so a failure reproduces.

use crate::parallel;
use crate::xorshift::XorShift;

use std::str::FromStr;
use std::sync::Mutex;

use ferz::rules::unwinnable::{Verdict, winnability};
use ferz::rules::{Color, Position};

/// A board as FEN's eight rows of eight squares, rank 8 first (`' '` empty).
type Grid = [[char; 8]; 8];

fn grid_of(board_fen: &str) -> Grid {
    let mut grid = [[' '; 8]; 8];
    for (row, text) in board_fen.split('/').enumerate().take(8) {
        let mut file = 0;
        for c in text.chars() {
            match c.to_digit(10) {
                Some(n) => file += n as usize,
                None if file < 8 => {
                    grid[row][file] = c;
                    file += 1;
                }
                None => {}
            }
        }
    }
    grid
}

fn board_fen_of(grid: &Grid) -> String {
    let rows: Vec<String> = grid
        .iter()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in row {
                if c == ' ' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(c);
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    rows.join("/")
}

/// Endgames: random games from the start, captures taken whenever there is one, stopped at
/// the first position with at most `pieces` men on the board.
fn random_endgames(rng: &mut XorShift, count: usize, pieces: u32) -> Vec<String> {
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::new();
        for _ in 0..400 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if pos.occupied().count() <= pieces {
                out.push(pos.fen());
                break;
            }
            let captures: Vec<_> = moves.iter().copied().filter(|mv| pos.occupied().has(mv.to())).collect();
            let pool: Vec<_> =
                if captures.is_empty() || rng.below(4) == 0 { moves.iter().copied().collect() } else { captures };
            pos = pos.play_unchecked(pool[rng.below(pool.len())]);
        }
    }
    out
}

/// Blocked-pawn fortresses: a wall of pawns locked pawn against pawn across the board (the
/// ranks of neighbouring files one apart, so no pawn can take), now and then one file left
/// open; each king on its own side of the wall, now and then a bishop or a knight for either
/// side; legal positions only.
fn fortresses(rng: &mut XorShift, count: usize) -> Vec<String> {
    let mut out = Vec::new();
    while out.len() < count {
        let mut grid = [[' '; 8]; 8];
        // The row (0 = rank 8) of each file's white pawn, 2..=5; the black pawn stands above.
        let mut rows = [0usize; 8];
        rows[0] = 2 + rng.below(4);
        for f in 1..8 {
            let up = rows[f - 1] > 2 && (rows[f - 1] == 5 || rng.below(2) == 0);
            rows[f] = if up { rows[f - 1] - 1 } else { rows[f - 1] + 1 };
        }
        let open = if rng.below(3) == 0 { Some(rng.below(8)) } else { None };
        for (f, &row) in rows.iter().enumerate() {
            if open != Some(f) {
                grid[row][f] = 'P';
                grid[row - 1][f] = 'p';
            }
        }
        // White's king below its pawn's file, Black's above its own.
        let (wf, bf) = (rng.below(8), rng.below(8));
        grid[rows[wf] + 1 + rng.below(7 - rows[wf])][wf] = 'K';
        let black_row = rng.below(rows[bf] - 1);
        if grid[black_row][bf] != ' ' {
            continue;
        }
        grid[black_row][bf] = 'k';
        for piece in ['B', 'b', 'N', 'n'] {
            if rng.below(5) == 0 {
                let (row, file) = (rng.below(8), rng.below(8));
                if grid[row][file] == ' ' {
                    grid[row][file] = piece;
                }
            }
        }
        let turn = if rng.below(2) == 0 { "w" } else { "b" };
        let fen = format!("{} {turn} - - 0 1", board_fen_of(&grid));
        if both_read(&fen) {
            out.push(fen);
        }
    }
    out
}

/// Labelled lichess positions picked at random, each with a king of either colour moved one
/// step or a pawn one square forward; legal positions only.
fn mutations(rng: &mut XorShift, count: usize) -> Vec<String> {
    let path = format!("{}/tests/data/adjudication/lichess.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let fens: Vec<&str> =
        text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).map(|l| l[2..].trim()).collect();
    let mut out = Vec::new();
    while out.len() < count {
        let fen = fens[rng.below(fens.len())];
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut grid = grid_of(fields[0]);
        let men: Vec<(usize, usize)> =
            (0..64).map(|i| (i / 8, i % 8)).filter(|&(r, f)| matches!(grid[r][f], 'K' | 'k' | 'P' | 'p')).collect();
        let (row, file) = men[rng.below(men.len())];
        let man = grid[row][file];
        let (dr, df): (isize, isize) = match man {
            'P' => (-1, 0),
            'p' => (1, 0),
            _ => [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)][rng.below(8)],
        };
        let (to_row, to_file) = (row as isize + dr, file as isize + df);
        if !(0..8).contains(&to_row) || !(0..8).contains(&to_file) {
            continue;
        }
        let (to_row, to_file) = (to_row as usize, to_file as usize);
        if grid[to_row][to_file] != ' ' || (man.eq_ignore_ascii_case(&'p') && (to_row == 0 || to_row == 7)) {
            continue;
        }
        grid[to_row][to_file] = man;
        grid[row][file] = ' ';
        let fen = format!("{} {} - - 0 1", board_fen_of(&grid), fields[1]);
        if both_read(&fen) {
            out.push(fen);
        }
    }
    out
}

/// Whether both ferz and the chess crate (chasolver's board) take `fen` as a legal position.
fn both_read(fen: &str) -> bool {
    Position::from_fen(fen).is_ok() && chess::Board::from_str(fen).is_ok()
}

/// Chasolver's verdict for `side` in `fen` (`None`: undecided) and what is wrong with ferz's
/// against it, if anything.
fn compare(fen: &str, side: Color) -> (Option<bool>, Option<String>) {
    let (Ok(pos), Ok(board)) = (Position::from_fen(fen), chess::Board::from_str(fen)) else {
        return (None, Some("not read".to_string()));
    };
    let their_side = if side == Color::White { chess::Color::White } else { chess::Color::Black };
    let theirs = match chasolver::winnability(&board, their_side) {
        Some(chasolver::Winnability::Winnable { .. }) => true,
        Some(chasolver::Winnability::Unwinnable) => false,
        None => return (None, None),
    };
    let verdict = winnability(&pos, side);
    let fault = match (&verdict, theirs) {
        (Verdict::Winnable { helpmate }, true) => {
            let mut p = pos.clone();
            let illegal = helpmate.iter().find(|&&mv| {
                let legal = p.is_legal(mv);
                p = p.play_unchecked(mv);
                !legal
            });
            match illegal {
                Some(mv) => Some(format!("{side:?}: helpmate move {mv} is illegal")),
                None => (!(p.is_checkmate() && p.turn() == !side)).then(|| format!("{side:?}: helpmate does not mate")),
            }
        }
        (Verdict::Unwinnable(_), false) => None,
        _ => Some(format!("{side:?}: ferz {verdict:?}, chasolver {}", if theirs { "can mate" } else { "cannot" })),
    };
    (Some(theirs), fault)
}

#[test]
fn fresh_positions_get_chasolvers_verdicts() {
    let mut rng = XorShift(0x45_5eed_f00d);
    let mut endgames = random_endgames(&mut rng, 120, 6);
    endgames.extend(random_endgames(&mut rng, 60, 9));
    let kinds =
        [("endgames", endgames), ("fortresses", fortresses(&mut rng, 120)), ("mutations", mutations(&mut rng, 150))];
    // For `examples/adjudicate_cpu.rs`: each kind's positions, one file each, in the folder named.
    if let Some(dir) = std::env::var_os("FERZ_FRESH_FENS") {
        for (kind, fens) in &kinds {
            let path = std::path::Path::new(&dir).join(format!("{kind}.txt"));
            std::fs::write(&path, fens.join("\n") + "\n").unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
    }
    let fens: Vec<String> = kinds.into_iter().flat_map(|(_, fens)| fens).collect();
    let faults = Mutex::new(Vec::new());
    // How many questions chasolver answered "can mate", "cannot", and left undecided.
    let tally = Mutex::new([0usize; 3]);
    parallel::on_all_cores(&fens, |_, fen| {
        for side in [Color::White, Color::Black] {
            let (theirs, fault) = compare(fen, side);
            tally.lock().unwrap_or_else(|e| e.into_inner())[match theirs {
                Some(true) => 0,
                Some(false) => 1,
                None => 2,
            }] += 1;
            if let Some(why) = fault {
                faults.lock().unwrap_or_else(|e| e.into_inner()).push(format!("{fen}: {why}"));
            }
        }
    });
    let faults = faults.into_inner().unwrap_or_else(|e| e.into_inner());
    assert!(faults.is_empty(), "{} of {} positions differ:\n{}", faults.len(), fens.len(), faults.join("\n"));
    // Both answers well represented, and (nearly) every question decided by both.
    let [mate, none, undecided] = tally.into_inner().unwrap_or_else(|e| e.into_inner());
    eprintln!("{} fresh positions: {mate} sides can mate, {none} cannot, {undecided} undecided", fens.len());
    assert!(mate >= 150 && none >= 150 && undecided <= 10, "mate {mate}, none {none}, undecided {undecided}");
}
