//! A photograph from the owner's phone made safe to keep and publish (issue
//! 34.4): known by its bytes (never its name or Content-Type), decoded under
//! limits so a huge or hostile file is refused rather than exhausting memory,
//! shrunk, turned upright by its EXIF orientation and re-encoded as a plain
//! JPEG, so nothing of the original's metadata survives (GPS position,
//! camera, EXIF, XMP, ICC text). Synchronous and CPU-bound: the caller runs
//! it on the blocking pool.

use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits};
use sha2::{Digest, Sha256};
use std::io::Cursor;

/// Largest file taken: a phone's photograph is 2-8 MB.
pub const MAX_BYTES: usize = 15 * 1024 * 1024;
/// Most pixels on either side; a phone's camera gives about 4,000-8,000.
pub const MAX_SIDE: u32 = 12_000;
/// Most memory one decode may take.
pub const MAX_ALLOC: u64 = 256 * 1024 * 1024;
/// The long side of what is kept: more than any page shows.
pub const KEEP_LONG_SIDE: u32 = 3_000;
/// JPEG quality of what is kept.
pub const QUALITY: u8 = 88;

/// What is kept of a photograph.
#[derive(Debug)]
pub struct Kept {
    pub jpeg: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// SHA-256 (hex) of `jpeg`.
    pub sha256: String,
}

/// Why a file is not taken, each with the status it answers.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not a photograph we read (415).
    Unsupported(String),
    /// Too many bytes or pixels (413).
    TooLarge(String),
    /// A photograph's format, but damaged or cut short (400).
    Broken(String),
}

/// How an iPhone is set to send what we take.
pub const HEIC_HELP: &str = "This photograph is HEIC, an iPhone's own format, which we cannot read. \
     Send it as JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible, \
     or share the photo and choose 'Options' > 'Most Compatible' (JPEG).";

/// The format of `bytes` by its first bytes, if it is one we take.
pub fn sniff(bytes: &[u8]) -> Result<ImageFormat, Refused> {
    let is = |magic: &[u8], at: usize| bytes.get(at..at + magic.len()) == Some(magic);
    if is(&[0xFF, 0xD8, 0xFF], 0) {
        return Ok(ImageFormat::Jpeg);
    }
    if is(b"\x89PNG\r\n\x1a\n", 0) {
        return Ok(ImageFormat::Png);
    }
    if is(b"RIFF", 0) && is(b"WEBP", 8) {
        return Ok(ImageFormat::WebP);
    }
    let heif = [
        &b"heic"[..],
        b"heix",
        b"hevc",
        b"hevx",
        b"heim",
        b"heis",
        b"mif1",
        b"msf1",
    ];
    if is(b"ftyp", 4) && heif.iter().any(|brand| is(brand, 8)) {
        return Err(Refused::Unsupported(HEIC_HELP.into()));
    }
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(1024)]).to_lowercase();
    if head.contains("<svg") || head.trim_start().starts_with("<?xml") {
        return Err(Refused::Unsupported(
            "This is an SVG drawing, not a photograph. Send a JPEG, PNG or WebP photograph.".into(),
        ));
    }
    Err(Refused::Unsupported(
        "This file is not a photograph we can take. Send a JPEG, PNG or WebP photograph.".into(),
    ))
}

/// `bytes` decoded, made upright and re-encoded, or why not.
pub fn keep(bytes: &[u8]) -> Result<Kept, Refused> {
    if bytes.len() > MAX_BYTES {
        return Err(too_many_bytes(bytes.len()));
    }
    let format = sniff(bytes)?;
    // A JPEG cut short still decodes (the missing rows come out grey), so
    // its end is looked for: every whole JPEG ends its scan with EOI
    // (FF D9), which byte stuffing keeps out of the scan itself.
    if format == ImageFormat::Jpeg && !jpeg_is_whole(bytes) {
        return Err(Refused::Broken(BROKEN.into()));
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    // First only the memory cap, so a picture too large is named with its
    // size; then the side limits too, for the decode itself.
    reader.limits(limits(None));
    let mut decoder = reader.into_decoder().map_err(refused)?;
    let (w, h) = decoder.dimensions();
    if w > MAX_SIDE || h > MAX_SIDE {
        return Err(Refused::TooLarge(format!(
            "This picture is {w} × {h} pixels; we take at most {MAX_SIDE} on a side. \
             Send the photograph as the phone's camera took it."
        )));
    }
    if decoder.total_bytes() > MAX_ALLOC {
        return Err(Refused::TooLarge(
            "This picture has too many pixels to read; send a smaller one.".into(),
        ));
    }
    decoder
        .set_limits(limits(Some(MAX_SIDE)))
        .map_err(refused)?;
    let orientation = decoder.orientation().map_err(refused)?;
    let mut img = DynamicImage::from_decoder(decoder).map_err(refused)?;
    // Shrink first, then turn: the long side is the same either way, and
    // turning the smaller picture needs far less memory.
    if img.width().max(img.height()) > KEEP_LONG_SIDE {
        img = img.resize(KEEP_LONG_SIDE, KEEP_LONG_SIDE, FilterType::Triangle);
    }
    img.apply_orientation(orientation);
    let rgb = img.to_rgb8();
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, QUALITY)
        .encode_image(&rgb)
        .map_err(refused)?;
    let sha256 = hex::encode(Sha256::digest(&jpeg));
    Ok(Kept {
        width: rgb.width(),
        height: rgb.height(),
        jpeg,
        sha256,
    })
}

/// What a photograph larger than [`MAX_BYTES`] is told.
pub fn too_many_bytes(len: usize) -> Refused {
    let mb = |n: usize| n.div_ceil(1024 * 1024);
    Refused::TooLarge(format!(
        "This file is {} MB; we take photographs up to {} MB.",
        mb(len),
        MAX_BYTES / (1024 * 1024)
    ))
}

const BROKEN: &str =
    "This photograph could not be read: the file is damaged or cut short. Send it again.";

fn limits(side: Option<u32>) -> Limits {
    let mut l = Limits::default();
    l.max_image_width = side;
    l.max_image_height = side;
    l.max_alloc = Some(MAX_ALLOC);
    l
}

fn jpeg_is_whole(bytes: &[u8]) -> bool {
    let sos = bytes.windows(2).position(|w| w == [0xFF, 0xDA]);
    let eoi = bytes.windows(2).rposition(|w| w == [0xFF, 0xD9]);
    matches!((sos, eoi), (Some(s), Some(e)) if e > s)
}

fn refused(e: ImageError) -> Refused {
    match e {
        ImageError::Limits(_) => Refused::TooLarge(
            "This picture has too many pixels to read; send a smaller one.".into(),
        ),
        ImageError::Unsupported(_) => Refused::Unsupported(
            "This kind of picture cannot be read. Send a JPEG, PNG or WebP photograph.".into(),
        ),
        _ => Refused::Broken(BROKEN.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgb, RgbImage};

    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        let img = RgbImage::from_fn(w, h, |x, _| Rgb([(x % 255) as u8, 80, 160]));
        let mut out = Vec::new();
        JpegEncoder::new_with_quality(&mut out, 90)
            .encode_image(&img)
            .unwrap();
        out
    }

    #[test]
    fn a_jpeg_is_kept_and_a_cut_one_is_not() {
        let good = jpeg(40, 20);
        let kept = keep(&good).unwrap();
        assert_eq!((kept.width, kept.height), (40, 20));
        assert!(matches!(
            keep(&good[..good.len() / 2]),
            Err(Refused::Broken(_))
        ));
    }

    #[test]
    fn a_big_picture_is_shrunk() {
        let kept = keep(&jpeg(3_200, 100)).unwrap();
        assert_eq!(kept.width, KEEP_LONG_SIDE);
    }

    #[test]
    fn strangers_are_refused_by_their_bytes() {
        assert!(matches!(sniff(b"hello"), Err(Refused::Unsupported(_))));
        let svg = b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>";
        assert!(matches!(sniff(svg), Err(Refused::Unsupported(m)) if m.contains("SVG")));
        let mut heic = vec![0, 0, 0, 24];
        heic.extend_from_slice(b"ftypheic");
        assert_eq!(sniff(&heic), Err(Refused::Unsupported(HEIC_HELP.into())));
    }
}
