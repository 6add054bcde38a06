//! The peer of the PGN benchmarks: pgn-reader reading and shakmaty playing every SAN of the
//! main line, the same work as ferz's checking pass. Shared by `pgn` and `check`.

use std::ops::ControlFlow;

use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position as _};

/// pgn-reader's side: every SAN of the main line resolved and played by shakmaty.
pub struct Validate;

impl Visitor for Validate {
    type Tags = ();
    type Movetext = (Chess, usize);
    type Output = Option<usize>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue((Chess::default(), 0))
    }

    fn san(&mut self, movetext: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        match san_plus.san.to_move(&movetext.0) {
            Ok(m) => {
                movetext.0.play_unchecked(m);
                movetext.1 += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(None),
        }
    }

    fn begin_variation(&mut self, _movetext: &mut Self::Movetext) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, movetext: Self::Movetext) -> Self::Output {
        Some(movetext.1)
    }
}

/// Plies of the valid games, read by pgn-reader and validated by shakmaty.
pub fn peer_plies(bytes: &[u8]) -> usize {
    let mut reader = Reader::new(bytes);
    let mut plies = 0;
    while let Ok(Some(game)) = reader.read_game(&mut Validate) {
        plies += game.unwrap_or(0);
    }
    plies
}
