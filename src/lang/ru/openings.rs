//! Russian: the names of openings where Russian chess literature has its own for the
//! family (`Ruy Lopez` is `Испанская партия`); the variation after the colon stays as the
//! lichess list writes it, and a family without an established Russian name keeps its
//! English one.

/// Families of the lichess list and their Russian names.
const FAMILIES: &[(&str, &str)] = &[
    ("Alekhine Defense", "Защита Алехина"),
    ("Benko Gambit", "Волжский гамбит"),
    ("Benoni Defense", "Защита Бенони"),
    ("Bird Opening", "Дебют Бёрда"),
    ("Bishop's Opening", "Дебют слона"),
    ("Bogo-Indian Defense", "Защита Боголюбова"),
    ("Budapest Defense", "Будапештский гамбит"),
    ("Caro-Kann Defense", "Защита Каро — Канн"),
    ("Catalan Opening", "Каталонское начало"),
    ("Center Game", "Центральный дебют"),
    ("Danish Gambit", "Северный гамбит"),
    ("Dutch Defense", "Голландская защита"),
    ("English Opening", "Английское начало"),
    ("Evans Gambit", "Гамбит Эванса"),
    ("Four Knights Game", "Партия четырёх коней"),
    ("French Defense", "Французская защита"),
    ("Grünfeld Defense", "Защита Грюнфельда"),
    ("Italian Game", "Итальянская партия"),
    ("King's Gambit", "Королевский гамбит"),
    ("King's Gambit Accepted", "Принятый королевский гамбит"),
    ("King's Gambit Declined", "Отказанный королевский гамбит"),
    ("King's Indian Defense", "Староиндийская защита"),
    ("King's Pawn Game", "Дебют королевской пешки"),
    ("London System", "Лондонская система"),
    ("Nimzo-Indian Defense", "Защита Нимцовича"),
    ("Nimzo-Larsen Attack", "Дебют Нимцовича — Ларсена"),
    ("Petrov's Defense", "Русская партия"),
    ("Philidor Defense", "Защита Филидора"),
    ("Pirc Defense", "Защита Пирца — Уфимцева"),
    ("Queen's Gambit", "Ферзевый гамбит"),
    ("Queen's Gambit Accepted", "Принятый ферзевый гамбит"),
    ("Queen's Gambit Declined", "Отказанный ферзевый гамбит"),
    ("Queen's Indian Defense", "Новоиндийская защита"),
    ("Réti Opening", "Дебют Рети"),
    ("Ruy Lopez", "Испанская партия"),
    ("Scandinavian Defense", "Скандинавская защита"),
    ("Scotch Game", "Шотландская партия"),
    ("Semi-Slav Defense", "Полуславянская защита"),
    ("Sicilian Defense", "Сицилианская защита"),
    ("Slav Defense", "Славянская защита"),
    ("Three Knights Opening", "Дебют трёх коней"),
    ("Trompowsky Attack", "Атака Тромповского"),
    ("Two Knights Defense", "Защита двух коней"),
    ("Vienna Game", "Венская партия"),
];

/// The name of an opening for a Russian reader.
pub(in crate::lang) fn opening_name(name: &str) -> String {
    let (family, rest) = match name.split_once(": ") {
        Some((family, rest)) => (family, Some(rest)),
        None => (name, None),
    };
    let Some(&(_, russian)) = FAMILIES.iter().find(|(english, _)| *english == family) else {
        return name.to_string();
    };
    match rest {
        Some(rest) => format!("{russian}: {rest}"),
        None => russian.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn families() {
        assert_eq!(super::opening_name("Ruy Lopez"), "Испанская партия");
        assert_eq!(
            super::opening_name("Sicilian Defense: Najdorf Variation"),
            "Сицилианская защита: Najdorf Variation"
        );
        assert_eq!(super::opening_name("Polish Opening"), "Polish Opening");
    }
}
