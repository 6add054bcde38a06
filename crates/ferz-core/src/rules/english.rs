//! English, the rules core's own words: the `Display` of its sides, pieces and typed reasons
//! (why a move is illegal, unreadable or ambiguous), terse and player-facing. The languages
//! above render Russian from the same reasons.

use std::fmt;

use crate::rules::{
    CastlingBlock, CastlingSide, Color, Goal, IllegalReason, MoveError, NoLegalMove, Origin, PieceAt, Role, SyntaxError,
};

/// The name of a piece: "knight".
const fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// A side's English name: "White", "Black" (PGN and the English screen alike).
impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(role_name(*self))
    }
}

impl fmt::Display for PieceAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} on {}", role_name(self.piece.role), self.square)
    }
}

const fn how_it_moves(role: Role) -> &'static str {
    match role {
        Role::Pawn => {
            "a pawn moves straight ahead one square (two from its starting square) and captures one square diagonally forward"
        }
        Role::Knight => "a knight jumps in an L: two squares one way and one square to the side",
        Role::Bishop => "a bishop moves any number of squares diagonally",
        Role::Rook => "a rook moves any number of squares along a rank or a file",
        Role::Queen => "a queen moves any number of squares along a rank, a file or a diagonal",
        Role::King => "a king moves one square in any direction (or two when castling)",
    }
}

/// "kingside (O-O)".
fn side_name(side: CastlingSide) -> String {
    format!("{} ({})", wing(side), castling_san(side))
}

/// "O-O".
const fn castling_san(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::King => "O-O",
        CastlingSide::Queen => "O-O-O",
    }
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        match self {
            R::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            R::NotYourTurn(p) => {
                write!(f, "{p} is {}'s, and it is {}'s move", p.piece.color, !p.piece.color)
            }
            R::NoMove(p) => write!(f, "{p} has to go to another square"),
            R::OwnPiece { mover, target } => {
                write!(f, "{mover} cannot go to {}: it holds your own {}", target.square, role_name(target.piece.role))
            }
            R::WrongPattern { mover, to } => {
                write!(f, "{mover} cannot move to {to}: {}", how_it_moves(mover.piece.role))
            }
            R::Blocked { mover, to, blocker } => write!(f, "{mover} cannot reach {to}: {blocker} is in the way"),
            R::PawnBackwards(p, to) => write!(f, "{p} cannot go to {to}: pawns only move forward"),
            R::PawnBlockedAhead { pawn, blocker } => {
                write!(f, "{pawn} is blocked by {blocker}: pawns capture only diagonally")
            }
            R::NothingToCapture { mover, to } => {
                write!(
                    f,
                    "there is nothing on {to} to capture: {mover} can only move there; write the move without 'x'"
                )
            }
            R::PawnDiagonalWithoutCapture(p, to) => {
                write!(f, "{p} cannot go to {to}: a pawn moves diagonally only to capture")
            }
            R::PawnDoubleStepNotFromStart(p) => {
                write!(f, "{p} cannot move two squares: a pawn does that only from its starting square")
            }
            R::EnPassantTooLate { pawn, target } => write!(
                f,
                "{pawn} cannot take {target} en passant: that is allowed only on the move right after its double step"
            ),
            R::MustPromote(p, to) => write!(
                f,
                "{p} reaching {to} must be promoted: say to what — a queen, rook, bishop or knight (e.g. {to}=Q)"
            ),
            R::BadPromotionPiece(role) => {
                write!(
                    f,
                    "a pawn cannot be promoted to a {}: only to a queen, rook, bishop or knight",
                    role_name(*role)
                )
            }
            R::PromotionNotHere(p, to) => {
                write!(f, "{p} going to {to} cannot be promoted: only a pawn reaching the last rank is")
            }
            R::Pinned { mover, pinner } => write!(f, "{mover} is pinned to your king by {pinner}"),
            R::KingIntoCheck { to, attacker } => {
                write!(f, "your king cannot step onto {to}: it is attacked by {attacker}")
            }
            R::IgnoresCheck { checker } => {
                write!(f, "your king is in check from {checker}, and this move does not answer it")
            }
            R::DoubleCheck { checkers } => write!(
                f,
                "your king is in double check from {} and {}: only a king move can answer it",
                checkers[0], checkers[1]
            ),
            R::EnPassantExposesKing { attacker } => {
                write!(f, "taking en passant would expose your king to {attacker}")
            }
            R::CastlingRightLost { side, rook_square, king_moved, on_move } => {
                write!(f, "you cannot castle {}: ", side_name(*side))?;
                match king_moved {
                    Some(true) => write!(f, "your king has moved")?,
                    Some(false) => write!(f, "the rook from {rook_square} has moved or been captured")?,
                    None => write!(f, "the king or the rook from {rook_square} has moved")?,
                }
                match on_move {
                    Some(n) => write!(f, " (on move {n})"),
                    None => Ok(()),
                }
            }
            R::CastlingBlocked { side, blocker, place } => {
                write!(f, "you cannot castle {}: ", side_name(*side))?;
                let (role, sq) = (role_name(blocker.piece.role), blocker.square);
                match place {
                    CastlingBlock::Between => write!(f, "{blocker} stands between the king and the rook"),
                    CastlingBlock::KingDestination => {
                        write!(f, "the {role} stands on {sq}, the king's destination square")
                    }
                    CastlingBlock::RookDestination => {
                        write!(f, "the {role} stands on {sq}, the rook's destination square")
                    }
                    CastlingBlock::KingPath => write!(f, "the {role} stands on {sq}, a square the king must cross"),
                    CastlingBlock::RookPath => write!(f, "the {role} stands on {sq}, a square the rook must cross"),
                }
            }
            R::CastlingInCheck { checker } => write!(f, "you cannot castle out of check (from {checker})"),
            R::CastlingThroughCheck { square, attacker } => {
                write!(f, "you cannot castle: the king would pass through {square}, attacked by {attacker}")
            }
            R::CastlingIntoCheck { square, attacker } => {
                write!(f, "you cannot castle: the king would land on {square}, attacked by {attacker}")
            }
            R::NotLegal => write!(f, "that move is not legal here"),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse { text, why } => write!(f, "cannot read '{text}' as a move: {why}"),
            MoveError::Illegal { text, why, .. } => write!(f, "illegal move '{text}': {why}"),
            MoveError::Ambiguous { text, candidates } => {
                write!(f, "ambiguous move '{text}': it could be ")?;
                for (i, candidate) in candidates.iter().enumerate() {
                    if i > 0 {
                        f.write_str(if i + 1 == candidates.len() { " or " } else { ", " })?;
                    }
                    f.write_str(candidate)?;
                }
                Ok(())
            }
            MoveError::Null { text } => write!(f, "cannot read '{text}' as a move: null moves are not allowed"),
        }
    }
}

/// "kingside".
const fn wing(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::King => "kingside",
        CastlingSide::Queen => "queenside",
    }
}

impl fmt::Display for NoLegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NoLegalMove as N;
        match self {
            N::Rule(why) => write!(f, "{why}"),
            N::CastlingRightGone { color, side, rook } => write!(
                f,
                "{color} can no longer castle {}: the king or the rook on {rook} has already moved",
                wing(*side)
            ),
            N::CastlingInCheck => f.write_str("castling is not allowed while the king is in check"),
            N::CastlingPathBlocked(side) => {
                write!(f, "to castle {}, the squares between the king and the rook must be empty", wing(*side))
            }
            N::CastlingPathAttacked(side) => {
                write!(f, "to castle {}, the king may not pass through or land on an attacked square", wing(*side))
            }
            N::WrongPiece { square, is, asked } => write!(f, "the piece on {square} is a {is}, not a {asked}"),
            N::NotAPromotion { from, to } => {
                write!(f, "only a pawn reaching the last rank is promoted, and {from}{to} is not such a move")
            }
            N::CannotGo { piece, to: Some(to) } => write!(f, "{piece} cannot go to {to}"),
            N::CannotGo { piece, to: None } => write!(f, "{piece} cannot move there"),
            N::NoPieces { color, role, origin: Origin::Anywhere } => write!(f, "{color} has no {role}s"),
            N::NoPieces { color, role, origin: Origin::File(file) } => {
                write!(f, "{color} has no {role} on the {file}-file")
            }
            N::NoPieces { color, role, origin: Origin::Rank(rank) } => {
                write!(f, "{color} has no {role} on rank {rank}")
            }
            N::OnlyPawnPromotes => f.write_str("only a pawn can be promoted"),
            N::PromotionOffLastRank(to) => {
                write!(f, "a pawn is promoted only on the last rank, and {to} is not on it")
            }
            N::WriteCastling(side) => write!(f, "to castle {}, write {}", wing(*side), castling_san(*side)),
            N::NoPawnCapture { file, to } => write!(f, "no pawn on the {file}-file can capture on {}", goal(*to)),
            N::NoMoveTo { role, origin: Origin::Anywhere, to } => {
                write!(f, "no legal {role} move goes to {}", goal(*to))
            }
            N::NoMoveTo { role, origin: Origin::File(file), to } => {
                write!(f, "no legal {role} move from the {file}-file goes to {}", goal(*to))
            }
            N::NoMoveTo { role, origin: Origin::Rank(rank), to } => {
                write!(f, "no legal {role} move from rank {rank} goes to {}", goal(*to))
            }
            N::IllegalAtPly { mv, ply } => write!(f, "{} is not a legal move at ply {ply}", mv.uci()),
        }
    }
}

/// "d5", "the d-file", "that square".
fn goal(to: Goal) -> String {
    match to {
        Goal::Square(sq) => sq.to_string(),
        Goal::File(file) => format!("the {file}-file"),
        Goal::Unknown => "that square".to_string(),
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxError::Empty => "there is nothing to read",
            SyntaxError::TooLong => "it is too long to be a move",
            SyntaxError::Space => "it contains a space; write a single move, such as e4 or Nf3",
            SyntaxError::UnknownChar(c) => return write!(f, "'{c}' is not used in writing moves"),
            SyntaxError::NoTarget => "it should end with the square the piece goes to, such as e4 or Nf3",
            SyntaxError::BadPromotion => "a pawn can only be promoted to a queen, rook, bishop or knight",
            SyntaxError::MissingPromotionPiece => "the promotion needs the piece the pawn becomes, as in e8=Q",
            SyntaxError::PieceNeedsSquare => "a piece move needs the whole square it goes to, as in Nf3",
            SyntaxError::CaptureNeedsMover => "say which piece or pawn captures, as in Nxd5 or exd5",
            SyntaxError::PawnCaptureSameFile => "a pawn captures on the next file, as in exd5",
            SyntaxError::Malformed => "write a move as in e4, Nf3, exd5, e8=Q, O-O, Ng1-f3, g1f3 or Кf3",
            SyntaxError::NotLan => "long algebraic notation names the square the piece leaves, as in Ng1-f3 or e2-e4",
            SyntaxError::NotUci => "UCI notation is two squares, as in e2e4, then any promotion, as in e7e8q",
        })
    }
}
