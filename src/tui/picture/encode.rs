//! A square's pixels as the escape sequence that shows them at the cursor: sixel through
//! icy_sixel, kitty's graphics protocol as a PNG (tiny-skia's encoder) in base64 pieces.

use base64::Engine as _;
use tiny_skia::Pixmap;

/// The most colours a square's sixel uses: a square is a few flat colours and their
/// anti-aliased edges, which 32 show smoothly; quantizing to 256 costs ten times as long.
const SIXEL_COLORS: u16 = 32;

/// Sixel data for `pixmap`, in at most `colors` colours (the terminal's registers, and no more
/// than [`SIXEL_COLORS`]), without dithering (the squares are flat colours with anti-aliased
/// edges, which dithering would only speckle).
pub fn sixel(pixmap: &Pixmap, colors: u16) -> Option<String> {
    let options = icy_sixel::EncodeOptions {
        max_colors: colors.clamp(2, SIXEL_COLORS),
        diffusion: 0.0,
        quantize_method: icy_sixel::QuantizeMethod::Wu,
    };
    let (w, h) = (pixmap.width() as usize, pixmap.height() as usize);
    // Every pixel is opaque, so tiny-skia's premultiplied bytes are plain RGBA.
    icy_sixel::sixel_encode(pixmap.data(), w, h, &options).ok()
}

/// The kitty graphics protocol's largest piece of data in one escape sequence.
const KITTY_CHUNK: usize = 4096;

/// Kitty commands that show `pixmap` as picture `id` over `cols`×`rows` cells at the cursor,
/// the cursor left where it was (`C=1`) and no answer asked (`q=2`): the picture of that id is
/// deleted first, so a square's new picture takes its old one's place.
pub fn kitty(pixmap: &Pixmap, id: u32, cols: u16, rows: u16) -> Option<String> {
    let png = pixmap.encode_png().ok()?;
    let data = base64::engine::general_purpose::STANDARD.encode(png);
    let mut out = kitty_delete(id);
    let chunks: Vec<&[u8]> = data.as_bytes().chunks(KITTY_CHUNK).collect();
    for (i, chunk) in chunks.iter().enumerate() {
        let more = u8::from(i + 1 < chunks.len());
        let chunk = std::str::from_utf8(chunk).ok()?;
        if i == 0 {
            out.push_str(&format!("\x1b_Ga=T,f=100,i={id},c={cols},r={rows},C=1,q=2,m={more};{chunk}\x1b\\"));
        } else {
            out.push_str(&format!("\x1b_Gm={more};{chunk}\x1b\\"));
        }
    }
    Some(out)
}

/// The kitty command that deletes picture `id` and frees its data.
pub fn kitty_delete(id: u32) -> String {
    format!("\x1b_Ga=d,d=I,i={id},q=2\x1b\\")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixmap() -> Pixmap {
        let mut p = Pixmap::new(45, 34).unwrap();
        p.fill(tiny_skia::Color::from_rgba8(181, 136, 99, 255));
        p
    }

    #[test]
    fn sixel_data_is_a_dcs_sixel_sequence_that_decodes_to_the_square() {
        let data = sixel(&pixmap(), 16).unwrap();
        assert!(data.starts_with("\x1bP"), "{:?}", &data[..10]);
        assert!(data[..12].contains('q'));
        assert!(data.ends_with("\x1b\\"));
        // The square's exact size, 1:1 pixels.
        assert!(data.contains("\"1;1;45;34"), "{:?}", &data[..20]);
        let image = icy_sixel::SixelImage::decode(data.as_bytes()).unwrap();
        assert_eq!(image.width, 45);
        // Sixel colours are percentages: within a step of the square's.
        let near = image.pixels[..3].iter().zip([181u8, 136, 99]).all(|(a, b)| a.abs_diff(b) <= 3);
        assert!(near, "{:?}", &image.pixels[..3]);
    }

    #[test]
    fn kitty_data_comes_in_pieces_of_at_most_4096_bytes_and_ends_with_the_last() {
        let mut big = Pixmap::new(200, 200).unwrap();
        let mut seed = 0x2545_f491_u32;
        for px in big.pixels_mut() {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let v = seed as u8;
            *px = tiny_skia::ColorU8::from_rgba(v, v.wrapping_mul(3), v.wrapping_mul(5), 255).premultiply();
        }
        let data = kitty(&big, 7, 9, 3).unwrap();
        assert!(data.starts_with("\x1b_Ga=d,d=I,i=7,q=2\x1b\\\x1b_Ga=T,f=100,i=7,c=9,r=3,C=1,q=2,m=1;"));
        let pieces: Vec<&str> = data.split("\x1b\\").filter(|s| !s.is_empty()).collect();
        assert!(pieces.len() > 3);
        assert!(pieces.iter().all(|p| p.split(';').nth(1).map_or(0, str::len) <= KITTY_CHUNK));
        assert!(pieces.last().unwrap().starts_with("\x1b_Gm=0;"));
    }
}
