//! How many rows a text takes wrapped between words at a width: what the model counts a
//! window's rows with, and the terminal face places windows by.

/// The rows `text` takes wrapped at word boundaries to `width` columns (a word longer than a
/// row is cut), as the paragraphs here draw it; at least one.
pub fn wrapped_rows(text: &str, width: u16) -> u16 {
    let width = usize::from(width.max(1));
    let (mut rows, mut used) = (1usize, 0usize);
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = word.chars().count();
        let need = if used == 0 { len } else { used + 1 + len };
        if need <= width {
            used = need;
        } else if len <= width {
            rows += 1;
            used = len;
        } else {
            // A long word (a path) starts on a fresh row and runs over as many as it needs.
            rows += usize::from(used > 0) + (len - 1) / width;
            used = (len - 1) % width + 1;
        }
    }
    u16::try_from(rows).unwrap_or(u16::MAX)
}
