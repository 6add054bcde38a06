//! Русский: every word of the terminal game in Russian, as Russian players and arbiters say it
//! (ход белых, шах, пат, предложить ничью, потребовать ничью, тронул — ходи…). The texts of the
//! game and rules layers (illegal moves explained, refusals, results) come from
//! [`Lang::Ru`](crate::lang::Lang).

use crate::game::{Category, format_clock};
use crate::lang::terminal::{FooterKey, Strings};
use crate::lang::{Lang, noun};
use crate::rules::{Color, PieceAt, Role};
use crate::storage::Fault;

/// Russian.
pub const RU: Strings = Strings {
    lang: Lang::Ru,
    app: "ferz",
    side: side_nom,
    time_control: |tc, category| format!("{tc} {category}"),
    category: |c| match c {
        Category::Blitz => "блиц",
        Category::Rapid => "рапид",
        Category::Standard => "классика",
    },
    untimed: "без часов",

    ready: |c| format!("Нажмите Enter, чтобы начать, или введите ход — пойдут часы {}", side_gen(c)),
    to_move: |c| format!("Ход {}", side_gen(c)),
    check: "шах!",
    offer_pending: |c| {
        format!(
            "{} предлагают ничью — {}: F3 принять, F4 отклонить (или просто сделайте ход)",
            side_low(c),
            side_low(!c)
        )
    },
    offer_standing: |c| format!("{} предлагают ничью вместе с этим ходом", side_low(c)),
    claimable: |c, reasons| {
        let what: Vec<&str> = reasons.iter().map(|r| Lang::Ru.claim_reason(*r)).collect();
        format!("{} могут потребовать ничью: {} (F5 F5)", side_low(c), what.join(", "))
    },
    claim_next_repeat: |c, moves| {
        format!(
            "{} могут потребовать ничью ходом {moves}: позиция повторится в третий раз (F5, затем ход)",
            side_low(c)
        )
    },
    claim_next_fifty: |c| {
        format!(
            "{} могут потребовать ничью любым ходом, кроме взятия и хода пешкой: правило 50 ходов (F5, затем ход)",
            side_low(c)
        )
    },
    paused: "Пауза — часы обоих игроков остановлены. F8 — продолжить.",
    claim_prompt: |c| {
        format!(
            "{} требуют ничью: F5 ещё раз — по текущей позиции, или введите либо укажите задуманный ход; Esc — отмена",
            side_nom(c)
        )
    },
    review: |ply, total, last| match last {
        Some(mv) => format!("Просмотр: после {mv} (полуход {ply} из {total}) — ←/→ шаг, Home/End, Esc — к партии"),
        None => format!("Просмотр: начальная позиция (полуход 0 из {total}) — ←/→ шаг, Home/End, Esc — к партии"),
    },
    outcome: |o| Lang::Ru.outcome(o),
    over_at_start: |o| format!("Заданная позиция уже окончена: {o}; сделать ход нельзя."),

    started: |c| format!("Партия началась — идут часы {}.", side_gen(c)),
    resumed: "Часы снова идут.",
    arbiter_checks: |c| {
        format!("Флажок упал. ferz проверяет, могут ли {} ещё поставить мат…", side_nom(c).to_lowercase())
    },
    late_dead: |undone| {
        format!("Позиция была мёртвой уже до {undone} (5.2.2): партия закончилась там вничью, эти ходы отменены.")
    },
    declined: |name, c| match name {
        Some(_) => format!("{} отклоняет ничью; партия продолжается.", who_ru(name, c)),
        None => format!("{} отклоняют ничью; партия продолжается.", side_nom(c)),
    },
    claim_refused: |by, penalty, intended| {
        let gift = if !penalty.is_zero() {
            format!("{} добавлено {}", side_dat(!by), format_clock(penalty))
        } else {
            "время не добавляется (партия без часов)".to_string()
        };
        match intended {
            Some(mv) => format!("Требование {} неправомерно: {gift}; задуманный ход {mv} сделан.", side_gen(by)),
            None => format!("Требование {} неправомерно: {gift}; партия продолжается.", side_gen(by)),
        }
    },
    claim_cancelled: "Требование ничьей отменено.",
    taken_back: |mv| format!("Ход {mv} взят назад."),
    takeback_refused: |name, c, mv| match name {
        Some(_) => format!("{} отвечает «нет»: ход {mv} остаётся, партия продолжается.", who_ru(name, c)),
        None => format!("{} отвечают «нет»: ход {mv} остаётся, партия продолжается.", side_nom(c)),
    },
    resign_no: |name, c| match name {
        Some(_) => format!("{} не сдаётся; партия продолжается.", who_ru(name, c)),
        None => format!("{} не сдаются; партия продолжается.", side_nom(c)),
    },
    accept_no: |name, c| match name {
        Some(_) => format!("{} пока не принимает ничью: предложение в силе до хода {}.", who_ru(name, c), side_gen(c)),
        None => format!("{} пока не принимают ничью: предложение в силе до их хода.", side_nom(c)),
    },
    decline_no: |name, c| match name {
        Some(_) => format!("{} не отклоняет ничью: предложение в силе до хода {}.", who_ru(name, c), side_gen(c)),
        None => format!("{} не отклоняют ничью: предложение в силе до их хода.", side_nom(c)),
    },
    point_out_no: "Невозможный ход не заявлен; партия продолжается.",
    goes_on: "Партия продолжается.",
    rematch_no: "Новая партия не начата: S — сохранить эту, R — просмотр, Q — выход.",
    rematch_started: |white, black| match (white, black) {
        (Some(w), Some(b)) => format!("Новая партия со сменой цвета: {w} играет белыми, {b} — чёрными."),
        _ => "Новая партия со сменой цвета: кто играл чёрными, теперь играет белыми.".to_string(),
    },
    takeback_nothing: "Нет хода, который можно вернуть.",
    saved: |path| format!("Партия сохранена в {path}"),
    save_failed: |path, why| format!("Не удалось сохранить {path}: {why}"),
    hints: |on| {
        if on {
            "Подсказки включены: взятая фигура показывает, куда может пойти.".into()
        } else {
            "Подсказки выключены.".into()
        }
    },

    not_started: "Сначала нажмите Enter, чтобы пустить часы.",
    is_paused: "Часы остановлены: сначала F8 — продолжить партию.",
    in_review: "Идёт просмотр партии: Esc — вернуться к игре.",
    is_over: "Партия окончена: N — новая партия, S — сохранить, R — просмотр, Q — выход.",
    no_piece: |sq| format!("На {sq} нет фигуры."),
    not_yours: |sq, owner, turn| format!("Фигура на {sq} — {}, а сейчас ход {}.", side_gen(owner), side_gen(turn)),
    no_moves: |sq, role| format!("У {} на {sq} нет возможных ходов.", noun(role).genitive),
    unknown_command: |text| format!("Неизвестная команда «:{text}» — :help покажет все команды."),
    bad_argument: |command, expected| format!("Команда :{command}: {expected}."),
    arg_nothing: "после неё ничего не пишется",
    arg_side: "укажите white, black или ничего (сдаётся сторона, чей ход)",
    arg_flip: "укажите auto, white, black или ничего",
    arg_on_off: "укажите on, off или ничего",
    arg_pieces: "укажите unicode, letters или ascii",
    arg_notation: "укажите san, figurine, lan или ru",

    strict_arbiter: "строгий арбитр",
    practice_arbiter: "арбитр-тренер: ^X — невозможный ход",
    touch_move_on: "тронул — ходи",
    offers_from: |n| format!("предложения ничьей — с {n}-го хода"),
    chess960: |n| n.map_or_else(|| "шахматы Фишера".to_string(), |n| format!("шахматы Фишера № {n}")),
    piece_odds: |odds| {
        use crate::game::OddsPiece;
        let pieces: Vec<&str> = odds
            .pieces
            .iter()
            .map(|p| match p {
                OddsPiece::Pawn => "пешка f",
                OddsPiece::Knight => "ферзевый конь",
                OddsPiece::Rook => "ферзевая ладья",
                OddsPiece::Queen => "ферзь",
            })
            .collect();
        let side = match odds.color {
            Color::White => "белых",
            Color::Black => "чёрных",
        };
        format!("фора {side}: {}", pieces.join(" и "))
    },
    hints_strict: "При строгом арбитре подсказок нет: ищите возможные ходы сами.",
    touch_bound: |p, capture| {
        let n = noun(p.piece.role);
        if capture {
            format!("тронул — бери: нужно взять {} на {}", n.acc, p.square)
        } else {
            format!("тронул — ходи: нужно ходить {} на {}", n.ins, p.square)
        }
    },
    touch_keep,

    move_prompt: "Ход: ",
    command_prompt: ":",
    input_hint: "введите ход (e4, Кf3, Nf3, e7e8Ф) · : команда · ? справка",

    no_clock: "без часов",
    delay_left: |d| format!("задержка {d}"),
    moves_to_control: |n| format!("до контроля {n} {}", moves_word(n)),
    counter_short: |made, left| match left {
        Some(left) => format!("сделано {made}, до контроля {left}"),
        None => format!("сделано {made}"),
    },
    flag_fell: "ФЛАЖОК УПАЛ",
    clock_paused: "пауза",

    moves_title: "Ходы",
    promote_title: "Превращение в",
    promote_keys: "Ф Л С К или ←/→ Enter · Esc — отмена",
    promote_pawn: "П — оставить пешкой",
    promote_letter: |role| match role {
        Role::Queen => 'Ф',
        Role::Rook => 'Л',
        Role::Bishop => 'С',
        Role::Knight => 'К',
        // Never shown: a pawn is promoted only to the four pieces above.
        Role::King | Role::Pawn => ' ',
    },
    game_over_title: "Партия окончена",
    game_over_menu: "N новая · S сохранить · R просмотр · T время · Q выход",
    game_over_hide: "Esc — скрыть окно",
    confirm_title: "Вы уверены?",
    confirm_keys: "y или д — да · n, н или Esc — нет",
    confirm_short: "д\u{a0}/\u{a0}н",
    confirm_quit: "Выйти? Партия ещё идёт.",
    confirm_new: "Начать новую партию? Эта ещё не окончена.",
    confirm_rematch: |white, black| match (white, black) {
        (Some(w), Some(b)) => format!("Новая партия со сменой цвета: {w} играет белыми, {b} — чёрными. Начать?"),
        _ => "Новая партия со сменой цвета: кто играл чёрными, теперь играет белыми. Начать?".to_string(),
    },
    confirm_resign: |name, c| match name {
        Some(_) => format!("{}, вы сдаётесь?", who_ru(name, c)),
        None => format!("{} сдаются?", side_nom(c)),
    },
    confirm_point_out: |name, c| match name {
        Some(_) => {
            format!("{}, вы указываете на невозможный ход? Позиция перед ним будет восстановлена.", who_ru(name, c))
        }
        None => format!("{} указывают на невозможный ход? Позиция перед ним будет восстановлена.", side_nom(c)),
    },
    claim_anyway: |claimant, c, intended, penalty, gets| {
        let wrong = match intended {
            Some(mv) => format!("ход {mv} не даёт права потребовать ничью"),
            None => "сейчас ничью потребовать нельзя".to_string(),
        };
        let cost = match (penalty, gets) {
            (p, _) if p.is_zero() => "время не добавится (партия без часов)".to_string(),
            (_, Some(name)) => format!("{name} получит {}", format_clock(penalty)),
            (_, None) => format!("{} получат {}", side_low(!c), format_clock(penalty)),
        };
        let played = intended.map(|mv| format!(", а ход {mv} будет сделан")).unwrap_or_default();
        format!("{}, {wrong}. Если всё же потребовать, {cost}{played}. Требовать?", who_ru(claimant, c))
    },
    confirm_takeback: |asker, c, mv, answerer| {
        let verb = if asker.is_some() { "просит" } else { "просят" };
        format!("{} {verb} вернуть ход {mv}. {}, вы согласны?", who_ru(asker, c), who_ru(answerer, !c))
    },
    confirm_accept: |answerer, c, offerer| {
        format!("{}, принять ничью, которую {}?", who_ru(answerer, c), offers_ru(offerer, !c))
    },
    confirm_decline: |answerer, c, offerer| {
        format!("{}, отклонить ничью, которую {}?", who_ru(answerer, c), offers_ru(offerer, !c))
    },
    own_offer: |offerer, c, answerer| {
        let verb = if answerer.is_some() { "ответит" } else { "ответят" };
        let by = offerer.map_or_else(|| side_low(c).to_string(), |n| format!("{n} ({})", side_low(c)));
        let offers = if offerer.is_some() { "предлагает" } else { "предлагают" };
        format!("Ничью {offers} {by}; {} {verb} после хода {}.", who_ru(answerer, !c), side_gen(c))
    },
    offer_early: |c| {
        format!(
            "{} предлагают ничью — согласиться можно, когда обе стороны сделают ход; {}: F4 отклонить",
            side_nom(c),
            side_low(!c)
        )
    },
    help_title: "Справка — все клавиши и команды",
    help: HELP_RU,
    help_footer: "↑/↓ PgUp/PgDn прокрутка · Esc — закрыть",
    too_small: |nw, nh, w, h| format!("терминал слишком мал: нужно {nw}×{nh}, сейчас {w}×{h}"),

    found_title: "Неоконченная партия",
    found: |white, black, n, turn| {
        format!("Найдена неоконченная партия: {white} – {black}, {n}-й ход, очередь {}.", side_gen(turn))
    },
    found_question: "Продолжить её (R) или начать новую партию (N)?",
    found_waiting: "Найдена неоконченная партия: R — продолжить её, N — новая партия.",
    resumed_paused: |c| {
        format!("Сохранённая партия открыта, часы обоих игроков стоят: F8 пускает часы {}.", side_gen(c))
    },
    notice_title: "Сохранённая партия",
    notice_keys: "Нажмите любую клавишу, чтобы продолжить",
    save_unreadable: |why, kept| format!("Сохранённую партию не удалось прочитать: {why}. Файл переименован в {kept}."),
    save_unreadable_stuck: |why, path, error| {
        format!(
            "Сохранённую партию {path} не удалось прочитать: {why}. Отложить файл в сторону тоже не удалось \
             ({error}), поэтому он оставлен как есть, а эта партия не сохраняется автоматически."
        )
    },
    autosave_failed: |why| {
        format!("Автосохранение не удалось: {why}. Игра продолжается, ferz будет пытаться сохранить партию снова.")
    },
    archived: |path| format!("Оконченная партия сохранена в {path}."),
    archive_failed: |why| format!("Оконченную партию не удалось сохранить: {why}."),
    kept_aside: |path| format!("Неоконченная партия сохранена как {path}."),
    abandon_failed: |why| {
        format!(
            "Неоконченную партию из автосохранения не удалось отложить в сторону: {why}. \
             Эта партия не сохраняется автоматически, чтобы не затереть ту."
        )
    },
    seal_title: "Откладывание: запишите ход",
    seal_prompt: |c, n| {
        format!(
            "{} записывают {n}-й ход: введите ход (он не показывается) и нажмите Enter. Сейчас он не делается; \
             невозможный или неоднозначный записанный ход проигрывает партию.",
            side_nom(c)
        )
    },
    seal_label: "Записанный ход: ",
    seal_keys: "Enter — запечатать и отложить · Esc — не откладывать",
    seal_empty: "Сначала введите ход, который нужно записать.",
    seal_cancelled: "Партия не отложена; игра продолжается.",
    adjourned: |c, n, path, code| {
        format!(
            "Партия отложена: {} записали {n}-й ход. Конверт — {path}; продолжить: ferz --lang ru resume {path}\n\
             Код, которым вскрывается конверт: {code} — запишите его на бланк сейчас, больше он не будет показан.",
            side_low(c)
        )
    },
    adjourn_failed: |why| {
        format!("Не удалось записать конверт: {why}. Партия не отложена; часы на паузе (F8 — продолжить).")
    },
    envelope_title: "Отложенная партия",
    envelope: |c, n| {
        format!("Отложенная партия — {} записали {n}-й ход. Введите код с бланка, чтобы вскрыть конверт", side_low(c))
    },
    envelope_keys: "Enter — вскрыть конверт · F10 — выйти, не вскрывая",
    envelope_opened: |c, mv| {
        format!("Конверт вскрыт: записанный ход {} {mv} сделан. Идут часы {}.", side_gen(c), side_gen(!c))
    },
    sealed_lost: |c, why| format!("Записанный ход {}: {why}", side_gen(c)),
    code_label: "Код: ",
    envelope_error: |e| {
        use crate::game::EnvelopeError as E;
        match e {
            E::NotACode => "Код — двенадцать букв и цифр, например K7MQ-3XRA-P2WD: введите его снова.".into(),
            E::WrongCode => "Это не тот код, которым запечатан конверт: он остаётся запечатанным.".into(),
            E::Tampered => "Конверт изменён после того, как его запечатали (ходы, часы или записанный ход): \
                            он не вскрыт. Позовите судью."
                .into(),
            E::Damaged => "Печать конверта повреждена: его нельзя вскрыть. Позовите судью.".into(),
            E::NoRandom => "система не дала случайных чисел, чтобы запечатать конверт".into(),
        }
    },
    opened_before: |when| format!("Этот конверт уже вскрывали: {when}."),
    no_opening_record: "Здесь нет записи о том, что конверт вскрывали: копию, вскрытую на другом компьютере, нельзя отличить от запечатанной.",
    opening_unrecorded: |why| format!("Не удалось записать, что конверт вскрыт: {why}."),

    os_error: |kind, detail| format!("{} ({detail})", os_error_ru(kind)),
    storage_fault: |fault| match fault {
        Fault::TooLargeForSave => "файл слишком велик для сохранения",
        Fault::NotUtf8 => "файл не в кодировке UTF-8",
        Fault::TooManyNames => "слишком много партий с таким именем",
        Fault::TooManySetAside => "слишком много файлов, отложенных в сторону",
    },
    save_error: |e| Lang::Ru.save_error(e),
    envelope_mismatch: |by, turn| {
        format!("конверт повреждён: записанный ход — {}, а очередь хода {}", side_gen(by), side_gen(turn))
    },
    no_such_file: "такого файла нет",
    no_data_dir: "нет папки данных для сохранений (задайте FERZ_DATA_DIR)",
    kept_in: |error, place| match place {
        Some(place) => format!("{error}; партия осталась в {place}"),
        None => format!("{error}; партию не удалось сохранить ни в один файл"),
    },
    resume_no_data_dir: "нет папки данных, где искать сохранённую партию (задайте FERZ_DATA_DIR)",
    resume_no_autosave: |path| format!("нет неоконченной партии, которую можно продолжить (в {path} её нет)"),
    resume_unreadable: |path, why| format!("нельзя продолжить {path}: {why}"),
    found_row: |white, black, n, turn| format!("{white} – {black}, {n}-й ход, очередь {}", side_gen(turn)),
    found_many: |n| match n {
        1 => "Найдена неоконченная партия:".to_string(),
        n => format!("Найдено неоконченных партий: {n}. Выберите стрелками ↑ ↓:"),
    },
    held_by: |pid| match pid {
        Some(pid) => format!("идёт в другом окне (процесс {pid})"),
        None => "идёт в другом окне".to_string(),
    },
    found_list_question: "Enter или R — продолжить её · N — новая партия (остальные сохранятся в games/) · Q — выйти",
    found_list_waiting: |n| match n {
        1 => "Найденная неоконченная партия идёт в другом окне: N — новая партия, Q — выйти.".to_string(),
        n => format!("Найдено неоконченных партий: {n}. ↑ ↓ — выбрать, R — продолжить, N — новая партия."),
    },
    found_held: |pid| match pid {
        Some(pid) => format!("Эта партия идёт в другом окне (процесс {pid}): здесь её продолжить нельзя."),
        None => "Эта партия идёт в другом окне: здесь её продолжить нельзя.".to_string(),
    },
    not_a_file: |kind| {
        use crate::storage::FileKind as K;
        match kind {
            K::Symlink => "это символическая ссылка, а не сохранение (ferz по ссылкам не ходит)",
            K::Fifo => "это именованный канал (FIFO), а не файл",
            K::Socket => "это сокет, а не файл",
            K::Device => "это устройство, а не файл",
            K::Directory => "это папка, а не файл",
            K::Missing | K::Regular | K::Other => "это не обычный файл",
        }
        .to_string()
    },
    unsaved_mark: "● НЕ СОХРАНЕНО",
    unsaved_quit: |why| {
        format!(
            "Партия не сохранена ({why}). Куда её сохранить? Исправьте имя файла и нажмите Enter — \
             или снова F10: выход, и партия будет выведена в PGN."
        )
    },
    unsaved_exit: |why| format!("партию не удалось сохранить ({why}); вот она в PGN — скопируйте её:"),
    unsaved_ended: "партия не сохранена: её запись PGN выше",
    crashed: |saved| match saved {
        true => "сбой ferz (см. сообщение выше); партия сохранена",
        false => "сбой ferz (см. сообщение выше); партия не сохранена: её запись PGN выше",
    },
    no_terminal: |system| {
        format!(
            "нет терминала, в котором играть: запустите ferz в окне терминала (ferz script играет и без него); \
             система сообщает: {system}"
        )
    },
    resume_held: |path, pid| match pid {
        Some(pid) => format!("неоконченная партия {path} идёт в другом окне (процесс {pid})"),
        None => format!("неоконченная партия {path} идёт в другом окне"),
    },

    footer: |key| match key {
        FooterKey::Start => ("Enter", "начать"),
        FooterKey::Help => ("F1", "справка"),
        FooterKey::Offer => ("F2", "ничья"),
        FooterKey::Accept => ("F3", "принять"),
        FooterKey::Decline => ("F4", "отклонить"),
        FooterKey::Claim => ("F5", "требовать"),
        FooterKey::Resign => ("^R", "сдаться"),
        FooterKey::Review => ("F6", "просмотр"),
        FooterKey::Flip => ("F7", "разворот"),
        FooterKey::Pause => ("F8", "пауза"),
        FooterKey::Resume => ("F8", "продолжить"),
        FooterKey::Save => ("F9", "сохранить"),
        FooterKey::Quit => ("F10", "выход"),
        FooterKey::Step => ("←/→", "шаг"),
        FooterKey::Ends => ("Home/End", "начало/конец"),
        FooterKey::Back => ("Esc", "назад"),
        FooterKey::Command => (":", "команда"),
        FooterKey::NewGame => ("N", "новая партия"),
        FooterKey::Pick => ("Enter", "взять/поставить"),
        FooterKey::OverSave => ("S", "сохранить PGN"),
        FooterKey::OverReview => ("R", "просмотр"),
        FooterKey::TimeChart => ("T", "время"),
        FooterKey::OverQuit => ("Q", "выход"),
        FooterKey::ResumeFound => ("R", "продолжить"),
        FooterKey::OpenEnvelope => ("Enter", "вскрыть конверт"),
        FooterKey::Seal => ("Enter", "запечатать"),
        FooterKey::Adjourn => (":adjourn", "записать ход и выйти"),
    },
};

/// "Белые", "Чёрные": a side as the subject (the verb is plural: белые сдаются).
fn side_nom(c: Color) -> &'static str {
    c.fold("Белые", "Чёрные")
}

/// A player as a question addresses them: "Анна (белые)", or "Белые" when the players gave
/// no names.
fn who_ru(name: Option<&str>, c: Color) -> String {
    match name {
        Some(name) => format!("{name} ({})", side_low(c)),
        None => side_nom(c).to_string(),
    }
}

/// "предлагает Анна", "предлагают белые": who offers, with the verb in agreement.
fn offers_ru(name: Option<&str>, c: Color) -> String {
    match name {
        Some(name) => format!("предлагает {name}"),
        None => format!("предлагают {}", side_low(c)),
    }
}

/// "белые", "чёрные" inside a sentence (after a dash, a colon or the `·` between parts of the
/// status line): the name of a side is not capitalised in Russian.
fn side_low(c: Color) -> &'static str {
    c.fold("белые", "чёрные")
}

/// "белых", "чёрных": whose (ход белых, часы чёрных).
fn side_gen(c: Color) -> &'static str {
    c.fold("белых", "чёрных")
}

/// "белым", "чёрным": to whom (чёрным добавлено 1:00), inside a sentence.
fn side_dat(c: Color) -> &'static str {
    c.fold("белым", "чёрным")
}

/// "ход", "хода", "ходов": the form of «ход» after the number `n`.
fn moves_word(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=14) => "ходов",
        (1, _) => "ход",
        (2..=4, _) => "хода",
        _ => "ходов",
    }
}

/// An error of the operating system, in words.
fn os_error_ru(kind: std::io::ErrorKind) -> &'static str {
    use std::io::ErrorKind as K;
    match kind {
        K::NotFound => "нет такого файла или папки",
        K::PermissionDenied => "нет прав доступа",
        K::AlreadyExists => "такой файл уже есть",
        K::NotADirectory => "часть пути — не папка",
        K::IsADirectory => "это папка, а не файл",
        K::StorageFull => "на диске нет места",
        K::ReadOnlyFilesystem => "файловая система только для чтения",
        K::InvalidInput | K::InvalidFilename => "недопустимое имя файла",
        K::InvalidData => "файл не в кодировке UTF-8 или повреждён",
        K::FileTooLarge => "файл слишком велик",
        K::Interrupted | K::WouldBlock | K::TimedOut => "операция прервана",
        _ => "ошибка ввода-вывода",
    }
}

/// The bound piece cannot be put back: "коня на g1 уже тронули — им и нужно ходить".
fn touch_keep(p: &PieceAt) -> String {
    let n = noun(p.piece.role);
    let (it, by_it) = if n.feminine { ("её", "ею") } else { ("его", "им") };
    format!(
        "Тронул — ходи: {} на {} уже тронули, вернуть {it} нельзя — {by_it} и нужно ходить (ст. 4.3).",
        n.acc, p.square
    )
}

/// The Russian help: every key and every command, row for row as the English one. Keys fit
/// 22 columns and what they do 52, so the help reads whole at 80 columns.
const HELP_RU: &[(&str, &[(&str, &str)])] = &[
    (
        "Как ходить",
        &[
            ("← ↑ → ↓", "двигать курсор"),
            ("Enter  Пробел", "взять фигуру под курсором, поставить её"),
            ("мышь", "щелчок по фигуре, затем по полю; или перетащить"),
            ("ход, затем Enter", "ход в любой записи: e4 Кf3 Nf3 e8=Ф 0-0 g1f3"),
            ("Backspace", "исправить набранный ход"),
            ("Esc", "положить фигуру, стереть ввод, закрыть окно"),
            ("Ф Л С К", "превращение пешки: выбрать фигуру (или Q R B N)"),
            ("←/→  Enter  Пробел", "превращение: сдвинуть выбор, взять фигуру"),
        ],
    ),
    (
        "Партия",
        &[
            ("Enter  :start", "до начала партии: пустить часы"),
            ("F2  ^O  :offer  :draw", "предложить ничью (в силе до ответа или до хода)"),
            ("F3  ^A  :accept", "принять предложение ничьей"),
            ("F4  ^D  :decline", "отклонить предложение ничьей"),
            ("F5  ^E  :claim", "потребовать ничью: затем ещё раз F5 — по текущей"),
            ("", "позиции, или введите либо укажите задуманный ход"),
            (":claim ХОД", "потребовать ничью, указав задуманный ход"),
            ("", "арбитр-помощник: о неверном требовании спросит"),
            ("^R  :resign", "сдаться, после вопроса (сторона, чей ход)"),
            (":resign white|black", "сдаётся указанная сторона"),
            ("^Z  :takeback  :undo", "вернуть последний ход, если соперник согласен"),
            ("^X  :illegal", "тренировка: указать на невозможный ход (ст. 7.5)"),
            (":press", "тренировка: нажать часы без хода (ст. 7.8)"),
            ("y  n  д  н", "ответить на вопрос: да или нет; Esc — нет"),
            ("F8  ^P", "пауза: остановить или снова пустить часы"),
            (":pause  :resume", "то же самое командами"),
            ("N  S  R  Q", "после партии: новая, сохранить, просмотр, выход"),
        ],
    ),
    (
        "Просмотр и вид",
        &[
            ("F6  :review", "просмотр партии: ←/→ шаг, Home/End, Esc — назад"),
            ("PgUp  Home", "во время партии: перейти к просмотру"),
            ("PgUp  PgDn", "при просмотре: на десять ходов назад или вперёд"),
            ("T", "после партии, при просмотре: куда ушло время"),
            ("колесо мыши", "листать ходы"),
            ("F7  ^F  :flip", "развернуть доску"),
            (":flip auto|white|black", "к стороне, чей ход, или закрепить сторону"),
            (":hints [on|off]", "показывать, куда может пойти взятая фигура"),
            (":pieces НАБОР", "фигуры: unicode, letters или ascii"),
            (":notation ИМЯ", "запись ходов: san, figurine, lan или ru (русская)"),
            ("^L  :redraw", "перерисовать экран"),
        ],
    ),
    (
        "Файлы и выход",
        &[
            ("F9  ^S  :save [ФАЙЛ]", "сохранить партию (в PGN, который читает ferz resume)"),
            (":new", "новая партия (спросит; после партии — смена цвета)"),
            (":adjourn  :seal", "записать ход втайне, сохранить партию и выйти"),
            ("ferz resume [ФАЙЛ]", "потом: продолжить партию или вскрыть конверт"),
            ("F10  ^Q  :quit", "выход (спросит, если партия идёт)"),
            (":q  :exit", "то же самое"),
            ("^C", "выйти сразу"),
            ("F1  ?  :help  :h  :?", "эта справка"),
        ],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{ClaimReason, Outcome, SaveError, Termination};
    use crate::lang::terminal::EN;
    use crate::rules::{Piece, Square};

    /// What a text is: words, which a translation must change, or a key name or symbol
    /// (`F2`, `:offer`, `ferz`), which stays.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Kind {
        Words,
        Symbol,
    }

    /// One text of a table, named by its field (and the sample it was made with).
    type Sample = (String, String, Kind);

    fn words(out: &mut Vec<Sample>, key: &str, text: impl Into<String>) {
        out.push((key.to_string(), text.into(), Kind::Words));
    }

    fn symbol(out: &mut Vec<Sample>, key: &str, text: impl Into<String>) {
        out.push((key.to_string(), text.into(), Kind::Symbol));
    }

    /// Every text of a table, made with the same sample values for both languages. The
    /// destructuring names every field without `..`: a field added to [`Strings`] does not
    /// compile here until it is sampled, so both tables are always compared whole.
    fn samples(s: &Strings) -> Vec<Sample> {
        let Strings {
            lang,
            app,
            side,
            time_control,
            category,
            untimed,
            ready,
            to_move,
            check,
            offer_pending,
            offer_standing,
            claimable,
            claim_next_repeat,
            claim_next_fifty,
            paused,
            claim_prompt,
            review,
            outcome,
            over_at_start,
            started,
            resumed,
            declined,
            claim_refused,
            claim_cancelled,
            taken_back,
            takeback_refused,
            resign_no,
            accept_no,
            decline_no,
            point_out_no,
            goes_on,
            rematch_no,
            rematch_started,
            takeback_nothing,
            saved,
            save_failed,
            hints,
            not_started,
            is_paused,
            in_review,
            is_over,
            no_piece,
            not_yours,
            no_moves,
            unknown_command,
            bad_argument,
            arg_nothing,
            arg_side,
            arg_flip,
            arg_on_off,
            arg_pieces,
            arg_notation,
            strict_arbiter,
            practice_arbiter,
            touch_move_on,
            offers_from,
            chess960,
            piece_odds,
            hints_strict,
            touch_bound,
            touch_keep,
            move_prompt,
            command_prompt,
            input_hint,
            no_clock,
            delay_left,
            moves_to_control,
            counter_short,
            flag_fell,
            clock_paused,
            moves_title,
            promote_title,
            promote_keys,
            promote_pawn,
            promote_letter,
            game_over_title,
            game_over_menu,
            game_over_hide,
            confirm_title,
            confirm_keys,
            confirm_short,
            confirm_quit,
            confirm_new,
            confirm_rematch,
            confirm_resign,
            confirm_takeback,
            claim_anyway,
            confirm_point_out,
            confirm_accept,
            confirm_decline,
            own_offer,
            offer_early,
            help_title,
            help,
            help_footer,
            too_small,
            found_title,
            found,
            found_question,
            found_waiting,
            resumed_paused,
            notice_title,
            notice_keys,
            save_unreadable,
            save_unreadable_stuck,
            autosave_failed,
            archived,
            archive_failed,
            kept_aside,
            abandon_failed,
            seal_title,
            seal_prompt,
            seal_label,
            seal_keys,
            seal_empty,
            seal_cancelled,
            adjourned,
            adjourn_failed,
            envelope_title,
            envelope,
            envelope_keys,
            envelope_opened,
            sealed_lost,
            code_label,
            envelope_error,
            opened_before,
            opening_unrecorded,
            os_error,
            storage_fault,
            save_error,
            envelope_mismatch,
            no_such_file,
            no_data_dir,
            kept_in,
            resume_no_data_dir,
            resume_no_autosave,
            resume_unreadable,
            found_row,
            found_many,
            held_by,
            found_list_question,
            found_list_waiting,
            found_held,
            not_a_file,
            resume_held,
            unsaved_mark,
            unsaved_quit,
            unsaved_exit,
            unsaved_ended,
            crashed,
            no_terminal,
            footer,
            arbiter_checks,
            late_dead,
            no_opening_record,
        } = s;
        let (w, b) = (Color::White, Color::Black);
        let knight = PieceAt { piece: Piece::new(w, Role::Knight), square: Square::G1 };
        let pawn = PieceAt { piece: Piece::new(b, Role::Pawn), square: Square::D5 };
        let mate = Outcome { winner: Some(b), termination: Termination::Checkmate, by: None };
        let claimed = Outcome { winner: None, termination: Termination::ThreefoldRepetition, by: Some(w) };
        let mut out = Vec::new();
        let o = &mut out;
        symbol(o, "lang", lang.code());
        symbol(o, "app", *app);
        for c in Color::ALL {
            words(o, &format!("side {c:?}"), side(c));
            words(o, &format!("ready {c:?}"), ready(c));
            words(o, &format!("to_move {c:?}"), to_move(c));
            words(o, &format!("confirm_resign {c:?}"), confirm_resign(None, c));
            words(o, &format!("confirm_resign named {c:?}"), confirm_resign(Some("Anna"), c));
            words(o, &format!("confirm_accept {c:?}"), confirm_accept(Some("Boris"), c, Some("Anna")));
            words(o, &format!("confirm_accept unnamed {c:?}"), confirm_accept(None, c, None));
            words(o, &format!("confirm_decline {c:?}"), confirm_decline(Some("Boris"), c, Some("Anna")));
            words(o, &format!("confirm_decline unnamed {c:?}"), confirm_decline(None, c, None));
            words(o, &format!("own_offer {c:?}"), own_offer(Some("Anna"), c, Some("Boris")));
            words(o, &format!("own_offer unnamed {c:?}"), own_offer(None, c, None));
            words(o, &format!("offer_early {c:?}"), offer_early(c));
            words(o, &format!("confirm_point_out {c:?}"), confirm_point_out(None, c));
            words(o, &format!("confirm_point_out named {c:?}"), confirm_point_out(Some("Anna"), c));
        }
        for c in [Category::Blitz, Category::Rapid, Category::Standard] {
            words(o, &format!("category {c:?}"), category(c));
        }
        words(o, "time_control", time_control("15+10", category(Category::Rapid)));
        words(o, "untimed", *untimed);
        words(o, "check", *check);
        words(o, "offer_pending", offer_pending(b));
        words(o, "offer_standing", offer_standing(w));
        words(o, "claimable", claimable(w, &[ClaimReason::ThreefoldRepetition, ClaimReason::FiftyMoves]));
        words(o, "paused", *paused);
        words(o, "claim_next_repeat", claim_next_repeat(b, "Кg8"));
        words(o, "claim_next_fifty", claim_next_fifty(w));
        words(o, "claim_anyway", claim_anyway(None, w, None, crate::game::Duration::from_secs(60), None));
        words(
            o,
            "claim_anyway named",
            claim_anyway(Some("Anna"), w, Some("Кf3"), crate::game::Duration::from_secs(60), Some("Boris")),
        );
        words(o, "claim_anyway untimed", claim_anyway(None, b, Some("Кf3"), crate::game::Duration::ZERO, None));
        words(o, "claim_prompt", claim_prompt(b));
        words(o, "review after", review(3, 5, Some("2. Nf3")));
        words(o, "review start", review(0, 5, None));
        words(o, "outcome mate", outcome(&mate));
        words(o, "outcome claimed", outcome(&claimed));
        words(o, "over_at_start", over_at_start("½–½ — пат"));
        words(o, "started", started(w));
        words(o, "resumed", *resumed);
        for c in Color::ALL {
            words(o, &format!("arbiter_checks {c:?}"), arbiter_checks(c));
        }
        words(o, "late_dead", late_dead("41... Bd7 42. Kb3"));
        words(o, "no_opening_record", *no_opening_record);
        words(o, "declined", declined(None, b));
        words(o, "declined named", declined(Some("Boris"), b));
        words(o, "resign_no", resign_no(None, w));
        words(o, "resign_no named", resign_no(Some("Anna"), w));
        words(o, "accept_no", accept_no(None, b));
        words(o, "accept_no named", accept_no(Some("Boris"), b));
        words(o, "decline_no", decline_no(None, b));
        words(o, "decline_no named", decline_no(Some("Boris"), b));
        words(o, "point_out_no", *point_out_no);
        words(o, "goes_on", *goes_on);
        words(o, "rematch_no", *rematch_no);
        words(o, "rematch_started", rematch_started(None, None));
        words(o, "rematch_started named", rematch_started(Some("Boris"), Some("Anna")));
        words(o, "confirm_rematch", confirm_rematch(None, None));
        words(o, "confirm_rematch named", confirm_rematch(Some("Boris"), Some("Anna")));
        words(o, "claim_refused penalty", claim_refused(w, crate::game::Duration::from_secs(60), Some("e4")));
        words(o, "claim_refused untimed", claim_refused(b, crate::game::Duration::ZERO, None));
        words(o, "claim_cancelled", *claim_cancelled);
        words(o, "taken_back", taken_back("2. Nf3"));
        words(o, "takeback_refused", takeback_refused(None, b, "2. Nf3"));
        words(o, "takeback_refused named", takeback_refused(Some("Boris"), b, "2. Nf3"));
        words(o, "takeback_nothing", *takeback_nothing);
        words(o, "saved", saved("game.pgn"));
        words(o, "save_failed", save_failed("game.pgn", "x"));
        words(o, "hints on", hints(true));
        words(o, "hints off", hints(false));
        words(o, "not_started", *not_started);
        words(o, "is_paused", *is_paused);
        words(o, "in_review", *in_review);
        words(o, "is_over", *is_over);
        words(o, "no_piece", no_piece(Square::E4));
        words(o, "not_yours", not_yours(Square::E7, b, w));
        words(o, "no_moves", no_moves(Square::A1, Role::Rook));
        words(o, "unknown_command", unknown_command("fly"));
        words(o, "bad_argument", bad_argument("pieces", arg_pieces));
        for (key, text) in [
            ("arg_nothing", arg_nothing),
            ("arg_side", arg_side),
            ("arg_flip", arg_flip),
            ("arg_on_off", arg_on_off),
            ("arg_pieces", arg_pieces),
            ("arg_notation", arg_notation),
        ] {
            words(o, key, *text);
        }
        words(o, "strict_arbiter", *strict_arbiter);
        words(o, "practice_arbiter", *practice_arbiter);
        words(o, "touch_move_on", *touch_move_on);
        words(o, "offers_from", offers_from(30));
        words(o, "chess960", chess960(Some(42)));
        words(o, "chess960_random", chess960(None));
        let odds = crate::game::PieceOdds {
            color: Color::White,
            pieces: vec![crate::game::OddsPiece::Knight, crate::game::OddsPiece::Pawn],
        };
        words(o, "piece_odds", piece_odds(&odds));
        words(o, "hints_strict", *hints_strict);
        words(o, "touch_bound move", touch_bound(&knight, false));
        words(o, "touch_bound capture", touch_bound(&pawn, true));
        words(o, "touch_keep", touch_keep(&knight));
        words(o, "move_prompt", *move_prompt);
        symbol(o, "command_prompt", *command_prompt);
        words(o, "input_hint", *input_hint);
        words(o, "no_clock", *no_clock);
        words(o, "delay_left", delay_left("2.0"));
        for n in [1, 3, 5, 21] {
            words(o, &format!("moves_to_control {n}"), moves_to_control(n));
        }
        words(o, "counter_short", counter_short(12, Some(28)));
        words(o, "counter_short after", counter_short(52, None));
        words(o, "flag_fell", *flag_fell);
        words(o, "clock_paused", *clock_paused);
        words(o, "moves_title", *moves_title);
        words(o, "promote_title", *promote_title);
        words(o, "promote_keys", *promote_keys);
        words(o, "promote_pawn", *promote_pawn);
        for role in Role::PROMOTIONS {
            words(o, &format!("promote_letter {role:?}"), promote_letter(role).to_string());
        }
        words(o, "game_over_title", *game_over_title);
        words(o, "game_over_menu", *game_over_menu);
        words(o, "game_over_hide", *game_over_hide);
        words(o, "confirm_title", *confirm_title);
        words(o, "confirm_keys", *confirm_keys);
        words(o, "confirm_short", *confirm_short);
        words(o, "confirm_quit", *confirm_quit);
        words(o, "confirm_new", *confirm_new);
        words(o, "confirm_takeback", confirm_takeback(None, w, "2. Nf3", None));
        words(o, "confirm_takeback named", confirm_takeback(Some("Anna"), w, "2. Nf3", Some("Boris")));
        words(o, "help_title", *help_title);
        for (i, (heading, rows)) in help.iter().enumerate() {
            words(o, &format!("help {i}"), *heading);
            for (j, (keys, what)) in rows.iter().enumerate() {
                symbol(o, &format!("help {i}.{j} keys"), *keys);
                if what.is_empty() {
                    symbol(o, &format!("help {i}.{j}"), *what);
                } else {
                    words(o, &format!("help {i}.{j}"), *what);
                }
            }
        }
        words(o, "help_footer", *help_footer);
        words(o, "too_small", too_small(52, 14, 40, 10));
        for (key, text) in [
            ("found_title", found_title),
            ("found_question", found_question),
            ("found_waiting", found_waiting),
            ("notice_title", notice_title),
            ("notice_keys", notice_keys),
            ("seal_title", seal_title),
            ("seal_label", seal_label),
            ("seal_keys", seal_keys),
            ("seal_empty", seal_empty),
            ("seal_cancelled", seal_cancelled),
            ("envelope_title", envelope_title),
            ("envelope_keys", envelope_keys),
        ] {
            words(o, key, *text);
        }
        words(o, "found", found("Anna", "Boris", 23, w));
        words(o, "resumed_paused", resumed_paused(b));
        words(o, "save_unreadable", save_unreadable("x", "current.pgn.corrupt-1"));
        words(o, "save_unreadable_stuck", save_unreadable_stuck("x", "current.pgn", "y"));
        words(o, "autosave_failed", autosave_failed("x"));
        words(o, "archived", archived("games/1.pgn"));
        words(o, "archive_failed", archive_failed("x"));
        words(o, "kept_aside", kept_aside("games/1-abandoned.pgn"));
        words(o, "abandon_failed", abandon_failed("x"));
        words(o, "seal_prompt", seal_prompt(w, 41));
        words(o, "adjourned", adjourned(w, 41, "ferz-adjourned-1.pgn", "K7MQ-3XRA-P2WD"));
        words(o, "code_label", *code_label);
        for e in [
            crate::game::EnvelopeError::NotACode,
            crate::game::EnvelopeError::WrongCode,
            crate::game::EnvelopeError::Tampered,
            crate::game::EnvelopeError::Damaged,
            crate::game::EnvelopeError::NoRandom,
        ] {
            words(o, "envelope_error", envelope_error(e));
        }
        words(o, "opened_before", opened_before("2026-11-30 20:00 UTC"));
        words(o, "opening_unrecorded", opening_unrecorded("x"));
        words(o, "adjourn_failed", adjourn_failed("x"));
        words(o, "envelope", envelope(b, 41));
        words(o, "envelope_opened", envelope_opened(w, "41. Kd4"));
        words(o, "sealed_lost", sealed_lost(w, "x"));
        words(o, "os_error", os_error(std::io::ErrorKind::AlreadyExists, "File exists (os error 17)"));
        for fault in [Fault::TooLargeForSave, Fault::NotUtf8, Fault::TooManyNames, Fault::TooManySetAside] {
            match fault {
                Fault::TooLargeForSave | Fault::NotUtf8 | Fault::TooManyNames | Fault::TooManySetAside => {}
            }
            words(o, "storage_fault", storage_fault(fault));
        }
        words(o, "save_error empty", save_error(&SaveError::Empty));
        words(
            o,
            "save_error pgn",
            save_error(&SaveError::Pgn(crate::pgn::PgnError::new(3, 5, crate::pgn::PgnErrorKind::UnmatchedClose))),
        );
        words(o, "save_error not", save_error(&SaveError::NotASave(crate::game::NotASave::NoTag)));
        words(
            o,
            "save_error tag",
            save_error(&SaveError::BadTag {
                name: "FerzClock",
                value: "v".into(),
                why: crate::game::TagFault::LacksPeriods,
            }),
        );
        words(o, "save_error game", save_error(&SaveError::Game(crate::game::GameError::NoOffer)));
        words(o, "envelope_mismatch", envelope_mismatch(w, b));
        words(o, "no_such_file", *no_such_file);
        words(o, "no_data_dir", *no_data_dir);
        words(o, "kept_in", kept_in("x", Some("current.pgn")));
        words(o, "kept_in nowhere", kept_in("x", None));
        words(o, "resume_no_data_dir", *resume_no_data_dir);
        words(o, "resume_no_autosave", resume_no_autosave("unfinished"));
        words(o, "resume_unreadable", resume_unreadable("x.pgn", "x"));
        words(o, "found_row", found_row("Anna", "Boris", 23, w));
        words(o, "found_many", found_many(3));
        words(o, "found_many one", found_many(1));
        words(o, "held_by", held_by(Some(4242)));
        words(o, "held_by unknown", held_by(None));
        words(o, "found_list_question", *found_list_question);
        words(o, "found_list_waiting", found_list_waiting(3));
        words(o, "found_list_waiting one", found_list_waiting(1));
        words(o, "found_held", found_held(Some(4242)));
        words(o, "found_held unknown", found_held(None));
        for kind in [
            crate::storage::FileKind::Symlink,
            crate::storage::FileKind::Fifo,
            crate::storage::FileKind::Socket,
            crate::storage::FileKind::Device,
            crate::storage::FileKind::Directory,
            crate::storage::FileKind::Other,
        ] {
            words(o, "not_a_file", not_a_file(kind));
        }
        words(o, "resume_held", resume_held("unfinished/1.pgn", Some(4242)));
        words(o, "resume_held unknown", resume_held("unfinished/1.pgn", None));
        words(o, "unsaved_mark", *unsaved_mark);
        words(o, "unsaved_quit", unsaved_quit("x"));
        words(o, "unsaved_exit", unsaved_exit("x"));
        words(o, "unsaved_ended", *unsaved_ended);
        words(o, "crashed saved", crashed(true));
        words(o, "crashed unsaved", crashed(false));
        words(o, "no_terminal", no_terminal("x"));
        for key in FOOTER_KEYS {
            let (name, label) = footer(key);
            symbol(o, &format!("footer {key:?} key"), name);
            words(o, &format!("footer {key:?}"), label);
        }
        out
    }

    /// Every footer key; the match fails to compile when a key is added and not listed here.
    const FOOTER_KEYS: [FooterKey; 27] = {
        use FooterKey as K;
        let all = [
            K::Start,
            K::Help,
            K::Offer,
            K::Accept,
            K::Decline,
            K::Claim,
            K::Resign,
            K::Review,
            K::Flip,
            K::Pause,
            K::Save,
            K::Quit,
            K::Step,
            K::Ends,
            K::Back,
            K::Command,
            K::NewGame,
            K::Pick,
            K::Resume,
            K::OverSave,
            K::OverReview,
            K::TimeChart,
            K::OverQuit,
            K::ResumeFound,
            K::OpenEnvelope,
            K::Seal,
            K::Adjourn,
        ];
        match all[0] {
            K::Start
            | K::Help
            | K::Offer
            | K::Accept
            | K::Decline
            | K::Claim
            | K::Resign
            | K::Review
            | K::Flip
            | K::Pause
            | K::Save
            | K::Quit
            | K::Step
            | K::Ends
            | K::Back
            | K::Command
            | K::NewGame
            | K::Pick
            | K::Resume
            | K::OverSave
            | K::OverReview
            | K::TimeChart
            | K::OverQuit
            | K::ResumeFound
            | K::OpenEnvelope
            | K::Seal
            | K::Adjourn => all,
        }
    };

    fn has_cyrillic(text: &str) -> bool {
        text.chars().any(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
    }

    #[test]
    fn both_tables_have_the_same_keys() {
        let en: Vec<String> = samples(&EN).into_iter().map(|(key, ..)| key).collect();
        let ru: Vec<String> = samples(&RU).into_iter().map(|(key, ..)| key).collect();
        assert_eq!(en, ru, "the help and every sampled text line up row for row");
    }

    #[test]
    fn every_russian_text_is_translated() {
        for ((key, en, kind), (_, ru, _)) in samples(&EN).into_iter().zip(samples(&RU)) {
            assert_eq!(ru.is_empty(), en.is_empty(), "{key}: «{ru}» against '{en}'");
            if kind == Kind::Words && !en.is_empty() {
                assert_ne!(ru, en, "{key} is not translated");
                assert!(has_cyrillic(&ru), "{key}: «{ru}» has no Russian word");
            }
        }
    }

    #[test]
    fn the_help_reads_whole_at_80_columns() {
        for table in [&EN, &RU] {
            for (_, rows) in table.help {
                for (keys, what) in rows.iter() {
                    assert!(keys.chars().count() <= 22, "{keys}");
                    assert!(what.chars().count() <= 52, "{what} ({} chars)", what.chars().count());
                }
            }
        }
    }

    #[test]
    fn each_language_has_its_table() {
        assert_eq!(Strings::of(Lang::En).lang, Lang::En);
        assert_eq!(Strings::of(Lang::Ru).lang, Lang::Ru);
        assert_eq!(Strings::of(Lang::Ru).check, "шах!");
    }

    #[test]
    fn russian_numbers_agree_with_their_nouns() {
        let said: Vec<String> = [1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map(|n| (RU.moves_to_control)(n)).into();
        assert_eq!(
            said,
            [
                "до контроля 1 ход",
                "до контроля 2 хода",
                "до контроля 4 хода",
                "до контроля 5 ходов",
                "до контроля 11 ходов",
                "до контроля 12 ходов",
                "до контроля 21 ход",
                "до контроля 22 хода",
                "до контроля 25 ходов",
                "до контроля 101 ход",
                "до контроля 111 ходов",
            ]
        );
        let knight = PieceAt { piece: Piece::new(Color::White, Role::Knight), square: Square::G1 };
        assert_eq!((RU.touch_bound)(&knight, false), "тронул — ходи: нужно ходить конём на g1");
        let pawn = PieceAt { piece: Piece::new(Color::White, Role::Pawn), square: Square::E2 };
        assert_eq!(
            (RU.touch_keep)(&pawn),
            "Тронул — ходи: пешку на e2 уже тронули, вернуть её нельзя — ею и нужно ходить (ст. 4.3)."
        );
    }
}
