//! Reading an EXIF (TIFF) block, and finding a location in a photograph's
//! bytes: what `codegen check` refuses in an original (issue 34.6.1) and
//! `codegen strip-photos` reads the orientation with.
//!
//! It lives here rather than in codegen because `codegen check` scans every
//! original in full, and this crate is the one built optimised in the dev
//! profile: unoptimised, the scan of two years of phone photographs (2.2 GB)
//! took about three minutes of every `just check` (issue 35); optimised it
//! takes seconds. The scan itself is unchanged in what it finds.

/// What in `bytes` gives a location, if anything: a sentence naming it. An
/// EXIF GPS block (a TIFF IFD0 with the GPS pointer, found wherever a TIFF
/// header sits in the file, so in any container) or XMP naming a GPS position.
pub fn location(bytes: &[u8]) -> Option<&'static str> {
    for at in 0..bytes.len().saturating_sub(8) {
        // The first byte decides for nearly every position: test it alone first.
        if !matches!(bytes[at], b'I' | b'M') {
            continue;
        }
        let head = &bytes[at..at + 4];
        if (head == b"II*\0" || head == b"MM\0*") && tiff_has_gps(&bytes[at..]) {
            return Some("an EXIF GPS position");
        }
    }
    xmp_names_gps(bytes).then_some("a GPS position in its XMP")
}

/// Whether `bytes` hold `GPSLatitude`, `GPSLongitude` or `GPSAltitude`
/// anywhere: one pass for "GPS", then the rest of each name.
fn xmp_names_gps(bytes: &[u8]) -> bool {
    const RESTS: [&[u8]; 3] = [b"Latitude", b"Longitude", b"Altitude"];
    bytes
        .windows(3)
        .enumerate()
        .any(|(at, w)| w == b"GPS" && RESTS.iter().any(|rest| bytes[at + 3..].starts_with(rest)))
}

pub fn u16_at(b: &[u8], at: usize, big: bool) -> Option<u16> {
    let s: [u8; 2] = b.get(at..at + 2)?.try_into().ok()?;
    Some(if big {
        u16::from_be_bytes(s)
    } else {
        u16::from_le_bytes(s)
    })
}

pub fn u32_at(b: &[u8], at: usize, big: bool) -> Option<u32> {
    let s: [u8; 4] = b.get(at..at + 4)?.try_into().ok()?;
    Some(if big {
        u32::from_be_bytes(s)
    } else {
        u32::from_le_bytes(s)
    })
}

/// One IFD entry: (tag, type, count, offset of its value field).
pub type Entry = (u16, u16, u32, usize);

/// IFD0's entries of the TIFF structure starting at `tiff[0]`, and whether
/// it is big-endian.
pub fn ifd0(tiff: &[u8]) -> Option<(bool, Vec<Entry>)> {
    let big = tiff.starts_with(b"MM");
    let first = u32_at(tiff, 4, big)? as usize;
    let count = u16_at(tiff, first, big)? as usize;
    if count == 0 || count > 1000 {
        return None;
    }
    let mut out = Vec::with_capacity(count);
    for i in 0..count {
        let e = first + 2 + i * 12;
        out.push((
            u16_at(tiff, e, big)?,
            u16_at(tiff, e + 2, big)?,
            u32_at(tiff, e + 4, big)?,
            e + 8,
        ));
    }
    Some((big, out))
}

/// Whether IFD0 points at a GPS IFD (tag 0x8825).
fn tiff_has_gps(tiff: &[u8]) -> bool {
    ifd0(tiff).is_some_and(|(_, entries)| entries.iter().any(|e| e.0 == 0x8825))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A little-endian TIFF header whose IFD0 holds one entry with `tag`.
    fn tiff_with(tag: u16) -> Vec<u8> {
        let mut t = b"II*\0\x08\0\0\0".to_vec();
        t.extend_from_slice(&1u16.to_le_bytes());
        t.extend_from_slice(&tag.to_le_bytes());
        t.extend_from_slice(&[4, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
        t.extend_from_slice(&[0, 0, 0, 0]);
        t
    }

    #[test]
    fn finds_a_gps_pointer_wherever_the_tiff_header_sits() {
        let mut bytes = vec![0xAB; 1000];
        bytes.extend(tiff_with(0x8825));
        bytes.extend(vec![0xCD; 100]);
        assert_eq!(location(&bytes), Some("an EXIF GPS position"));
        let mut no_gps = vec![0xAB; 1000];
        no_gps.extend(tiff_with(0x0112));
        no_gps.extend(vec![0xCD; 100]);
        assert_eq!(location(&no_gps), None);
    }

    #[test]
    fn finds_each_xmp_gps_name_and_nothing_in_a_near_miss() {
        for name in ["GPSLatitude", "GPSLongitude", "GPSAltitude"] {
            let bytes = format!("<x:xmpmeta><rdf exif:{name}=\"55,51.5N\"/></x:xmpmeta>");
            assert_eq!(
                location(bytes.as_bytes()),
                Some("a GPS position in its XMP"),
                "{name}"
            );
        }
        assert_eq!(location(b"GPSVersionID GPS GPSLat"), None);
        // A name cut off by the end of the file.
        assert_eq!(location(b"xxxxxxxxGPSLatitud"), None);
    }
}
