//! Originals never carry a location (issue 34.6.1): a phone's photograph
//! holds the customer's home to within metres in its EXIF GPS block (and
//! often in XMP too), and a committed original keeps it in every clone.
//!
//! `strip` removes metadata losslessly, by segment or chunk, rather than by
//! decoding and re-encoding: the picture's bytes are untouched (no second
//! JPEG generation, no new dependency), and the result is byte-identical
//! when run again. What is kept is only what decoding needs:
//! - JPEG: every segment but APP1-APP15 and comments, except the JFIF APP0
//!   and an Adobe APP14 (it says how to decode the colours). A photograph
//!   taken sideways keeps its orientation as a new EXIF block holding that
//!   one tag, so it is not turned on its side; nothing else of the EXIF.
//! - PNG: every chunk but eXIf, tEXt, zTXt, iTXt and tIME.
//! - WebP: every chunk but EXIF and XMP, with the header's flags to match.
//!
//! AVIF and HEIC are not rewritten: `location` still finds a GPS block in
//! them, and the message says to export the photograph as JPEG.
//!
//! `location` is what `codegen check` refuses: an EXIF GPS block (a TIFF
//! IFD0 with the GPS pointer, found wherever a TIFF header sits in the
//! file) or XMP naming a GPS position.

use std::path::{Path, PathBuf};

/// Why a file could not be stripped.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum StripError {
    #[error("is not a JPEG, PNG or WebP file the strip can rewrite (export it as JPEG)")]
    Unsupported,
    #[error("is damaged: {0}")]
    Damaged(&'static str),
}

/// What in `bytes` gives a location, if anything: a sentence naming it
/// (the `scans` crate's `exif`, optimised even in a debug build).
pub use content_model::exif::location;
use content_model::exif::{ifd0, u16_at, u32_at};

/// The EXIF orientation (1-8) in an APP1 segment's payload, if any.
fn orientation(exif: &[u8]) -> Option<u16> {
    let tiff = exif.strip_prefix(b"Exif\0\0")?;
    let (big, entries) = ifd0(tiff)?;
    let (_, kind, _, value) = entries.into_iter().find(|e| e.0 == 0x0112)?;
    let o = if kind == 3 {
        u16_at(tiff, value, big)?
    } else {
        return None;
    };
    (1..=8).contains(&o).then_some(o)
}

/// An APP1 segment holding an EXIF block with the orientation alone.
fn orientation_segment(o: u16) -> Vec<u8> {
    let mut payload = b"Exif\0\0MM\0\x2a\0\0\0\x08".to_vec();
    payload.extend_from_slice(&1u16.to_be_bytes());
    payload.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1]);
    payload.extend_from_slice(&o.to_be_bytes());
    payload.extend_from_slice(&[0, 0, 0, 0, 0, 0]);
    let mut seg = vec![0xFF, 0xE1];
    seg.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
    seg.extend_from_slice(&payload);
    seg
}

/// `bytes` without their metadata (see the module's comment). A file with
/// none comes back unchanged, byte for byte.
pub fn strip(bytes: &[u8]) -> Result<Vec<u8>, StripError> {
    if bytes.starts_with(&[0xFF, 0xD8]) {
        strip_jpeg(bytes)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        strip_png(bytes)
    } else if bytes.starts_with(b"RIFF") && bytes.get(8..12) == Some(b"WEBP") {
        strip_webp(bytes)
    } else {
        Err(StripError::Unsupported)
    }
}

fn strip_jpeg(b: &[u8]) -> Result<Vec<u8>, StripError> {
    // JFIF first, then the orientation (if turned), then every other kept
    // segment in its order, then the scans: the same bytes when run again.
    let mut jfif = Vec::new();
    let mut rest = Vec::new();
    let mut turned: Option<u16> = None;
    let mut at = 2;
    loop {
        if b.get(at) != Some(&0xFF) {
            return Err(StripError::Damaged(
                "a JPEG segment does not start with 0xFF",
            ));
        }
        // Fill bytes before a marker.
        let mut m = at + 1;
        while b.get(m) == Some(&0xFF) {
            m += 1;
        }
        let marker = *b.get(m).ok_or(StripError::Damaged("the JPEG ends early"))?;
        let start = m + 1;
        if marker == 0xD9 || marker == 0x01 || (0xD0..=0xD7).contains(&marker) {
            rest.extend_from_slice(&[0xFF, marker]);
            at = start;
            if marker == 0xD9 {
                break;
            }
            continue;
        }
        let len =
            u16_at(b, start, true).ok_or(StripError::Damaged("the JPEG ends early"))? as usize;
        let end = start + len;
        if len < 2 || end > b.len() {
            return Err(StripError::Damaged("a JPEG segment runs past the end"));
        }
        let payload = &b[start + 2..end];
        let segment = |out: &mut Vec<u8>| {
            out.extend_from_slice(&[0xFF, marker]);
            out.extend_from_slice(&b[start..end]);
        };
        match marker {
            0xE0 if payload.starts_with(b"JFIF\0") || payload.starts_with(b"JFXX\0") => {
                segment(&mut jfif)
            }
            0xEE if payload.starts_with(b"Adobe") => segment(&mut rest),
            0xE1 => {
                if turned.is_none() {
                    turned = orientation(payload).filter(|&o| o != 1);
                }
            }
            0xE0..=0xEF | 0xFE => {}
            _ => segment(&mut rest),
        }
        at = end;
        if marker == 0xDA {
            // The scans: copied as they are, to the end of the file.
            rest.extend_from_slice(&b[at..]);
            break;
        }
    }
    let mut out = b[..2].to_vec();
    out.extend_from_slice(&jfif);
    if let Some(o) = turned {
        out.extend_from_slice(&orientation_segment(o));
    }
    out.extend_from_slice(&rest);
    Ok(out)
}

fn strip_png(b: &[u8]) -> Result<Vec<u8>, StripError> {
    let mut out = b[..8].to_vec();
    let mut at = 8;
    while at < b.len() {
        let len =
            u32_at(b, at, true).ok_or(StripError::Damaged("a PNG chunk is cut short"))? as usize;
        let end = at
            .checked_add(12)
            .and_then(|e| e.checked_add(len))
            .filter(|&e| e <= b.len())
            .ok_or(StripError::Damaged("a PNG chunk runs past the end"))?;
        let kind = &b[at + 4..at + 8];
        if ![&b"eXIf"[..], b"tEXt", b"zTXt", b"iTXt", b"tIME"].contains(&kind) {
            out.extend_from_slice(&b[at..end]);
        }
        at = end;
    }
    Ok(out)
}

fn strip_webp(b: &[u8]) -> Result<Vec<u8>, StripError> {
    let mut body = b"WEBP".to_vec();
    let mut at = 12;
    while at < b.len() {
        let len = u32_at(b, at + 4, false)
            .ok_or(StripError::Damaged("a WebP chunk is cut short"))? as usize;
        let end = at
            .checked_add(8 + len + (len & 1))
            .filter(|&e| e <= b.len())
            .ok_or(StripError::Damaged("a WebP chunk runs past the end"))?;
        let kind = &b[at..at + 4];
        if kind == b"VP8X" && len >= 1 {
            // Flags: bit 3 says EXIF follows, bit 2 XMP; neither will.
            let mut chunk = b[at..end].to_vec();
            chunk[8] &= !0b1100;
            body.extend_from_slice(&chunk);
        } else if kind != b"EXIF" && kind != b"XMP " {
            body.extend_from_slice(&b[at..end]);
        }
        at = end;
    }
    let mut out = b"RIFF".to_vec();
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    Ok(out)
}

/// Whether `path` is a photograph the strip and the check look at (by its
/// name; the sample illustrations are SVG).
fn is_photo(path: &Path) -> bool {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default()
        .to_ascii_lowercase();
    ["jpg", "jpeg", "png", "webp", "avif", "heic", "heif"].contains(&ext.as_str())
}

/// Every photograph under `dir`, in name order.
pub fn photos_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if is_photo(&p) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// (file, what gives its location) for every photograph under `dir` that
/// carries one: what `codegen check` refuses.
pub fn located(dir: &Path) -> Vec<(PathBuf, &'static str)> {
    photos_under(dir)
        .into_iter()
        .filter_map(|p| {
            let bytes = std::fs::read(&p).ok()?;
            location(&bytes).map(|why| (p, why))
        })
        .collect()
}

/// What `just strip-photos` did.
#[derive(Debug, Default)]
pub struct Stripped {
    pub changed: Vec<PathBuf>,
    pub unchanged: usize,
    /// Files it could not rewrite, and why.
    pub failed: Vec<(PathBuf, String)>,
}

/// Strips every photograph under `dir` in place (a file with nothing to
/// remove is not written).
pub fn strip_dir(dir: &Path) -> Stripped {
    let mut done = Stripped::default();
    for p in photos_under(dir) {
        let result = std::fs::read(&p)
            .map_err(|e| e.to_string())
            .and_then(|b| strip(&b).map(|s| (b, s)).map_err(|e| e.to_string()));
        match result {
            Ok((before, after)) if before == after => done.unchanged += 1,
            Ok((_, after)) => match std::fs::write(&p, after) {
                Ok(()) => done.changed.push(p),
                Err(e) => done.failed.push((p, e.to_string())),
            },
            Err(why) => done.failed.push((p, why)),
        }
    }
    done
}
