//! What a yes/no question asks and of whom, for the title of its window: the question with
//! the players' names (`None` where they gave none), in the terms the words take.

use super::Question;
use crate::lang::terminal::Asked;
use crate::rules::Color;

impl Question {
    /// This question with the names of White's and Black's players.
    #[must_use]
    pub fn asked<'a>(self, white: Option<&'a str>, black: Option<&'a str>) -> Asked<'a> {
        let name = |side: Color| side.fold(white, black);
        match self {
            Question::Quit => Asked::Quit,
            Question::NewGame => Asked::NewGame,
            Question::Rematch => Asked::Rematch,
            Question::Resign(side) => Asked::Resign { name: name(side), side },
            Question::PointOut(side) => Asked::PointOut { name: name(side), side },
            Question::Claim(side, _) => Asked::Claim { name: name(side), side },
            Question::Takeback(side) => Asked::Takeback { asker: name(side), side, answerer: name(!side) },
            Question::Accept(side) => Asked::Draw { answerer: name(side), side, offerer: name(!side) },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    /// The title names the player who must answer, then what the other asks.
    #[test]
    fn a_question_is_titled_by_what_it_asks_and_whom() {
        let (anna, boris) = (Some("Anna"), Some("Boris"));
        let title = |lang: Lang, q: Question, white, black| lang.words().question_title(q.asked(white, black));
        let draw = Question::Accept(Color::Black);
        assert_eq!(title(Lang::En, draw, anna, boris), "Boris, Anna offers a draw");
        assert_eq!(title(Lang::Ru, draw, anna, boris), "Boris, Anna предлагает ничью");
        assert_eq!(title(Lang::En, Question::Accept(Color::White), None, None), "White, Black offers a draw");
        assert_eq!(title(Lang::Ru, Question::Accept(Color::White), None, None), "Белые, чёрные предлагают ничью");
        let takeback = Question::Takeback(Color::White);
        assert_eq!(title(Lang::En, takeback, anna, boris), "Boris, Anna asks to take back a move");
        assert_eq!(title(Lang::Ru, takeback, None, None), "Чёрные, белые просят вернуть ход");
        assert_eq!(title(Lang::En, Question::Resign(Color::Black), anna, boris), "Boris (Black): resign?");
        assert_eq!(title(Lang::Ru, Question::Resign(Color::Black), None, None), "Чёрные: сдаться?");
        // A name that is only the side's own word is no name: never "White (White)".
        assert_eq!(title(Lang::En, Question::Resign(Color::White), Some("White"), None), "White: resign?");
        assert_eq!(title(Lang::En, Question::Quit, anna, boris), "Quit the game");
        assert_ne!(title(Lang::Ru, Question::Quit, anna, boris), "Вы уверены?");
    }
}
