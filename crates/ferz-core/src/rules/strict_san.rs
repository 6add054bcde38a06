//! Standard SAN resolved straight to its move: the piece, the square and any disambiguation
//! are read from the bytes, and only the moves of that piece to that square are generated.
//!
//! This is the fast path of PGN reading, where almost every move is standard SAN. It answers
//! only when the text is standard SAN of exactly one legal move; for anything else (lenient
//! forms, illegal or ambiguous moves) it answers `None`, and [`parse_san`](super::parse_san)
//! reads the text and says what is wrong. Whenever it answers, it names the move `parse_san`
//! would name.

use super::castling::CastlingSide;
use super::{
    Bitboard, File, Move, MoveList, Position, Rank, Role, Square, between, bishop_rays, king_attacks, knight_attacks,
    pawn_attacks, queen_rays, rook_rays,
};

/// The legal move of `pos` that the standard SAN `text` names (`Nf3`, `exd5`, `e8=Q+`,
/// `O-O`, `Rad1`), or `None` when the text is not standard SAN of exactly one legal move.
/// Check and mate marks are not checked, as in [`parse_san`](super::parse_san). No
/// allocation.
///
/// ```
/// use ferz_core::rules::{Position, read_standard_san};
/// let pos = Position::new();
/// assert_eq!(read_standard_san(&pos, b"Nf3").map(|m| m.uci()), Some("g1f3".to_string()));
/// assert_eq!(read_standard_san(&pos, b"Nf4"), None);
/// assert_eq!(read_standard_san(&pos, b"nf3"), None); // lenient: for parse_san
/// ```
pub fn read_standard_san(pos: &Position, text: &[u8]) -> Option<Move> {
    let mut text = text;
    while let [rest @ .., b'+' | b'#'] = text {
        text = rest;
    }
    let us = pos.turn();
    let ksq = pos.king_of(us);
    match text {
        b"O-O" => return castle(pos, ksq, CastlingSide::King),
        b"O-O-O" => return castle(pos, ksq, CastlingSide::Queen),
        _ => {}
    }
    let (role, mut text) = match *text.first()? {
        b'N' => (Role::Knight, &text[1..]),
        b'B' => (Role::Bishop, &text[1..]),
        b'R' => (Role::Rook, &text[1..]),
        b'Q' => (Role::Queen, &text[1..]),
        b'K' => (Role::King, &text[1..]),
        b'a'..=b'h' => (Role::Pawn, text),
        _ => return None,
    };
    let mut promotion = None;
    if role == Role::Pawn
        && let [rest @ .., b'=', piece] = text
    {
        promotion = Some(match piece {
            b'Q' => Role::Queen,
            b'R' => Role::Rook,
            b'B' => Role::Bishop,
            b'N' => Role::Knight,
            _ => return None,
        });
        text = rest;
    }
    let [rest @ .., file, rank] = text else { return None };
    let to = Square::from_coords(file_of(*file)?, rank_of(*rank)?);
    text = rest;
    let capture = match text {
        [rest @ .., b'x'] => {
            text = rest;
            true
        }
        _ => false,
    };
    let mut from = pos.pieces(us, role);
    if role == Role::Pawn {
        match *text {
            [] if !capture => from &= Bitboard::file(to.file()),
            [f] if capture => {
                let f = file_of(f)?;
                if f.index().abs_diff(to.file().index()) != 1 {
                    return None;
                }
                from &= Bitboard::file(f);
            }
            _ => return None,
        }
        if (to.rank() == Rank::EIGHTH.relative(us)) != promotion.is_some() {
            return None;
        }
    } else {
        // A capture mark where nothing stands is left to the full reader, which refuses it.
        if capture && pos.piece_at(to).is_none() {
            return None;
        }
        match *text {
            [] => {}
            [c] => match (file_of(c), rank_of(c)) {
                (Some(f), _) => from &= Bitboard::file(f),
                (_, Some(r)) => from &= Bitboard::rank(r),
                _ => return None,
            },
            [f, r] => from &= Bitboard::from_square(Square::from_coords(file_of(f)?, rank_of(r)?)),
            _ => return None,
        }
    }
    unique_legal(pos, role, from, to, promotion, capture)
}

/// The one legal move of a piece of `role` on a square of `from` to `to` (promoting to
/// `promotion`; a pawn's `capture` or push), or `None` when there is none or more than one.
/// No move is generated: the
/// pieces that reach `to` come from the attack tables, and each is tried on its own for the
/// king's safety.
#[inline]
fn unique_legal(
    pos: &Position,
    role: Role,
    from: Bitboard,
    to: Square,
    promotion: Option<Role>,
    capture: bool,
) -> Option<Move> {
    let us = pos.turn();
    if pos.by_color(us).has(to) {
        return None;
    }
    let occ = pos.occupied();
    let theirs = pos.by_color(!us);
    // En passant: the pawn taken stands beside `to`, not on it.
    let mut taken_beside = None;
    let candidates = match role {
        Role::Knight => knight_attacks(to) & from,
        Role::Bishop => sliders_to(to, occ, from, bishop_rays(to)),
        Role::Rook => sliders_to(to, occ, from, rook_rays(to)),
        Role::Queen => sliders_to(to, occ, from, queen_rays(to)),
        Role::King => king_attacks(to) & from,
        Role::Pawn => {
            let back: i8 = us.fold(-1, 1);
            if !capture {
                // A push: onto an empty square, one step or two from the home rank.
                if occ.has(to) {
                    return None;
                }
                let one = to.offset(0, back)?;
                if from.has(one) {
                    Bitboard::from_square(one)
                } else if !occ.has(one) && to.rank() == Rank::FOURTH.relative(us) {
                    from & Bitboard::from_square(to.offset(0, 2 * back)?)
                } else {
                    Bitboard::EMPTY
                }
            } else {
                let takers = pawn_attacks(!us, to) & from;
                if !theirs.has(to) {
                    if pos.ep_square() != Some(to) {
                        return None;
                    }
                    taken_beside = to.offset(0, back);
                }
                takers
            }
        }
    };
    let ksq = pos.king_of(us);
    let mut found = None;
    for sq in candidates {
        let legal = if role == Role::King {
            // Their king stands among `theirs` too: where it touches `to`, the step is refused.
            (king_attacks(to) & pos.by_role(Role::King) & theirs).is_empty()
                && safe_after(pos, to, occ.without(sq), theirs.without(to))
        } else {
            let mut occ_after = occ.without(sq).with(to);
            let mut theirs_after = theirs.without(to);
            if let Some(beside) = taken_beside {
                occ_after = occ_after.without(beside);
                theirs_after = theirs_after.without(beside);
            }
            safe_after(pos, ksq, occ_after, theirs_after)
        };
        if legal {
            if found.is_some() {
                return None;
            }
            found = Some(Move::new(sq, to, promotion));
        }
    }
    found
}

/// The pieces of `from` on the `rays` of `sq` (its lines on an empty board) with nothing of
/// `occupied` between them and `sq`: the sliders that reach it. Reading a game asks this for
/// every move, and the few lines' squares between (a table of 32 KB) stay in the cache where
/// the attack tables of every occupancy (800 KB) do not.
#[inline]
fn sliders_to(sq: Square, occupied: Bitboard, from: Bitboard, rays: Bitboard) -> Bitboard {
    let mut reach = Bitboard::EMPTY;
    for s in from & rays {
        if (between(sq, s) & occupied).is_empty() {
            reach = reach.with(s);
        }
    }
    reach
}

/// True when no piece of `theirs` (the opponent's pieces left after a move of ours) attacks
/// our king on `ksq` (where it stands, or where a king move takes it), with `occupied` as
/// the board after the move. The opponent's king is left out: for a move of another piece it
/// can never be what attacks ours, and a king move asks it apart.
#[inline]
fn safe_after(pos: &Position, ksq: Square, occupied: Bitboard, theirs: Bitboard) -> bool {
    let us = pos.turn();
    let queens = pos.by_role(Role::Queen);
    let diagonal = (pos.by_role(Role::Bishop) | queens) & theirs;
    let straight = (pos.by_role(Role::Rook) | queens) & theirs;
    (knight_attacks(ksq) & pos.by_role(Role::Knight) & theirs).is_empty()
        && (pawn_attacks(us, ksq) & pos.by_role(Role::Pawn) & theirs).is_empty()
        && sliders_to(ksq, occupied, diagonal, bishop_rays(ksq)).is_empty()
        && sliders_to(ksq, occupied, straight, rook_rays(ksq)).is_empty()
}

/// True when `text`, standard SAN that [`read_standard_san`] read as the legal move `mv` of
/// `pos`, is already that move's SAN as [`san_plain`](super::san_plain) writes it (no check
/// mark): so a reader can keep the text rather than write the move anew. That holds unless the
/// text names a square or file the move does not need, or leaves out the `x` of a capture.
pub fn is_plain_san(pos: &Position, mv: Move, text: &[u8]) -> bool {
    match text {
        b"O-O" | b"O-O-O" => true,
        // Pawn moves are read only in their one SAN form.
        [b'a'..=b'h', ..] => true,
        // A piece to a square with nothing between: read only when no other piece of the kind
        // could go there, so SAN names none either.
        [_, _, _] => pos.piece_at(mv.to()).is_none(),
        [_, b'x', _, _] => pos.piece_at(mv.to()).is_some(),
        _ => false,
    }
}

/// The castling move to `side`, if legal.
fn castle(pos: &Position, ksq: Square, side: CastlingSide) -> Option<Move> {
    let mv = pos.castling_move(side)?;
    if mv.from() != ksq {
        return None;
    }
    let mut moves = MoveList::new();
    pos.generate_masked(&mut moves, Bitboard::from_square(ksq), Bitboard::from_square(mv.to()));
    moves.iter().copied().find(|&m| m == mv)
}

fn file_of(b: u8) -> Option<File> {
    File::from_char(char::from(b))
}

fn rank_of(b: u8) -> Option<Rank> {
    Rank::from_char(char::from(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::test_position as pos;
    use crate::rules::{parse_san, san, san_plain};

    /// Positions with every kind of move: castling both ways, promotions with and without
    /// capture, en passant (by one pawn of two, the other pinned), pins, checks, several
    /// pieces able to reach one square.
    const FENS: [&str; 7] = [
        "4k3/1b6/8/3PpP2/8/8/6K1/8 w - e6 0 2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1",
    ];

    #[test]
    fn every_legal_move_in_san_reads_back_to_itself() {
        for fen in FENS {
            // The position and a few plies into each line, so both colours are tried.
            let mut todo = vec![(pos(fen), 2)];
            while let Some((p, depth)) = todo.pop() {
                for &mv in p.legal_moves().iter() {
                    assert_eq!(read_standard_san(&p, san(&p, mv).as_bytes()), Some(mv), "{fen} {mv}");
                    // SAN without disambiguation is kept as read; with it, written anew.
                    let plain = san_plain(&p, mv);
                    let disambiguated = plain.len() > 3 + usize::from(plain.contains('x'))
                        && plain.starts_with(['N', 'B', 'R', 'Q', 'K']);
                    assert_eq!(is_plain_san(&p, mv, plain.as_bytes()), !disambiguated, "{fen} {plain}");
                    assert_eq!(read_standard_san(&p, san_plain(&p, mv).as_bytes()), Some(mv), "{fen} {mv}");
                    if depth > 0 {
                        todo.push((p.play_unchecked(mv), depth - 1));
                    }
                }
            }
        }
    }

    /// What `text` should name, found among all legal moves: the one move of that piece to
    /// that square (from that file for a pawn), or `None` when there is none or more than one.
    fn brute_force(
        p: &Position,
        role: Role,
        from_file: Option<File>,
        to: Square,
        promotion: Option<Role>,
    ) -> Option<Move> {
        let legal = p.legal_moves();
        let mut found = legal.iter().copied().filter(|mv| {
            p.role_at(mv.from()) == Some(role)
                && mv.to() == to
                && mv.promotion() == promotion
                && from_file.is_none_or(|f| mv.from().file() == f)
                && !(role == Role::King && mv.from().file().index().abs_diff(to.file().index()) == 2)
        });
        let first = found.next();
        if found.next().is_some() { None } else { first }
    }

    #[test]
    fn every_piece_and_square_answers_as_the_legal_moves_do() {
        let pieces =
            [(Role::Knight, 'N'), (Role::Bishop, 'B'), (Role::Rook, 'R'), (Role::Queen, 'Q'), (Role::King, 'K')];
        for fen in FENS {
            let mut todo = vec![(pos(fen), 2)];
            while let Some((p, depth)) = todo.pop() {
                for to in (0..64).map(Square::from_index) {
                    let last_rank = to.rank() == Rank::EIGHTH.relative(p.turn());
                    let promotions: &[Option<Role>] =
                        if last_rank { &[Some(Role::Queen), Some(Role::Knight)] } else { &[None] };
                    for &(role, letter) in &pieces {
                        let text = format!("{letter}{to}");
                        assert_eq!(
                            read_standard_san(&p, text.as_bytes()),
                            brute_force(&p, role, None, to, None),
                            "{p:?} {text}"
                        );
                        let text = format!("{letter}x{to}");
                        let want = if p.piece_at(to).is_some() { brute_force(&p, role, None, to, None) } else { None };
                        assert_eq!(read_standard_san(&p, text.as_bytes()), want, "{} {text}", p.fen());
                    }
                    for &promotion in promotions {
                        let suffix = promotion
                            .map_or(String::new(), |r| format!("={}", if r == Role::Queen { 'Q' } else { 'N' }));
                        let text = format!("{to}{suffix}");
                        let want = brute_force(&p, Role::Pawn, Some(to.file()), to, promotion);
                        assert_eq!(read_standard_san(&p, text.as_bytes()), want, "{} {text}", p.fen());
                        for df in [-1, 1] {
                            let Some(side) = to.offset(df, 0) else { continue };
                            let text = format!("{}x{to}{suffix}", side.file());
                            let want = brute_force(&p, Role::Pawn, Some(side.file()), to, promotion);
                            assert_eq!(read_standard_san(&p, text.as_bytes()), want, "{} {text}", p.fen());
                        }
                    }
                }
                if depth > 0 {
                    for &mv in p.legal_moves().iter() {
                        todo.push((p.play_unchecked(mv), depth - 1));
                    }
                }
            }
        }
    }

    #[test]
    fn answers_only_what_parse_san_answers_the_same() {
        let texts = [
            "Kg1", "Kc1", "e8", "exe5", "Nxf3", "Nf3x", "nf3", "O-O-O-O", "0-0", "Ng1f3", "Ngf3", "N1f3", "e4", "e5",
            "exd6", "bxa8=Q", "bxa8=K", "bxa8", "b8=Q", "Qee1", "Q1e1", "Qh4e1", "Qe1", "Ke2", "O-O", "O-O-O",
            "axb1=N", "h3", "g4", "Bb4", "Nd5", "Kf8", "d8=Q+", "d8=N", "dxc8=Q", "Qxa3", "Rb4", "Rxb4",
        ];
        for fen in FENS {
            let p = pos(fen);
            for text in texts {
                if let Some(mv) = read_standard_san(&p, text.as_bytes()) {
                    assert_eq!(parse_san(&p, text), Ok(mv), "{fen} {text}");
                }
            }
        }
        for fen in FENS {
            let p = pos(fen);
            for text in texts {
                if let Some(mv) = read_standard_san(&p, text.as_bytes())
                    && is_plain_san(&p, mv, text.as_bytes())
                {
                    assert_eq!(san_plain(&p, mv), text, "{fen}: kept as read only when it is SAN");
                }
            }
        }
        let start = Position::new();
        assert_eq!(read_standard_san(&start, b"Ng1f3").map(|m| m.to()), Some(Square::F3));
        assert_eq!(read_standard_san(&start, b"e5"), None);
        let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(read_standard_san(&castle, b"O-O").map(|m| m.to()), Some(Square::G1));
        assert_eq!(read_standard_san(&castle, b"Kg1"), None, "castling is not written as a king move");
        let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(read_standard_san(&promo, b"e8"), None, "the promotion piece is missing");
        assert_eq!(read_standard_san(&promo, b"exd8=N").map(|m| m.promotion()), Some(Some(Role::Knight)));
    }
}
