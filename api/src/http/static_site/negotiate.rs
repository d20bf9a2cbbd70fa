//! Which content coding a response may use, from the request's
//! `Accept-Encoding` (RFC 9110 12.5.3): codings with q-values, `*` for any
//! coding not named, `q=0` for "not this one". When no coding the client
//! takes is available the file is sent as it is, even to a client that
//! excluded `identity`: a readable answer beats a 406 for a web page.

/// The codings the export is precompressed in, best first (brotli's files
/// are smaller; on equal preference it wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coding {
    Br,
    Gzip,
}

impl Coding {
    pub const ALL: [Coding; 2] = [Coding::Br, Coding::Gzip];

    /// The `Content-Encoding` value.
    pub fn token(self) -> &'static str {
        match self {
            Coding::Br => "br",
            Coding::Gzip => "gzip",
        }
    }

    /// The precompressed file's suffix.
    pub fn suffix(self) -> &'static str {
        match self {
            Coding::Br => ".br",
            Coding::Gzip => ".gz",
        }
    }
}

/// What the client accepts: a q-value per coding we have, in thousandths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accepted {
    br: u16,
    gzip: u16,
}

impl Accepted {
    /// No header at all: RFC 9110 lets the server use any coding, but a
    /// client that says nothing may be a tool that cannot decode one, so it
    /// gets the file as it is (as nginx and ServeFile do).
    pub const NOTHING_SAID: Accepted = Accepted { br: 0, gzip: 0 };

    pub fn parse(header: Option<&[u8]>) -> Accepted {
        let Some(header) = header else {
            return Accepted::NOTHING_SAID;
        };
        let Ok(text) = std::str::from_utf8(header) else {
            return Accepted::NOTHING_SAID;
        };
        let (mut br, mut gzip, mut star) = (None, None, None);
        for item in text.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or_default().trim();
            if coding.is_empty() {
                continue;
            }
            let mut q = Some(1000);
            for param in parts {
                if let Some((name, value)) = param.split_once('=')
                    && name.trim().eq_ignore_ascii_case("q")
                {
                    q = qvalue(value.trim());
                }
            }
            // A malformed q-value makes the item meaningless: skip it rather
            // than guess a preference.
            let Some(q) = q else { continue };
            let slot = if coding.eq_ignore_ascii_case("br") {
                &mut br
            } else if coding.eq_ignore_ascii_case("gzip") || coding.eq_ignore_ascii_case("x-gzip") {
                &mut gzip
            } else if coding == "*" {
                &mut star
            } else {
                continue;
            };
            // Named twice: the more generous reading.
            *slot = Some(slot.map_or(q, |old: u16| old.max(q)));
        }
        Accepted {
            br: br.or(star).unwrap_or(0),
            gzip: gzip.or(star).unwrap_or(0),
        }
    }

    pub fn quality(&self, coding: Coding) -> u16 {
        match coding {
            Coding::Br => self.br,
            Coding::Gzip => self.gzip,
        }
    }

    /// Whether any coding at all is acceptable (the on-the-fly compressor
    /// could then be used for a file with no precompressed variant).
    pub fn any_coding(&self) -> bool {
        self.br > 0 || self.gzip > 0
    }

    /// The acceptable codings, preferred first: the highest q-value, and on
    /// a tie the first in `Coding::ALL`. The server sends the first one it
    /// has a variant for.
    pub fn preference(&self) -> Vec<Coding> {
        let mut codings: Vec<Coding> = Coding::ALL
            .into_iter()
            .filter(|&c| self.quality(c) > 0)
            .collect();
        // Stable: equal q-values keep `ALL`'s order.
        codings.sort_by_key(|&c| std::cmp::Reverse(self.quality(c)));
        codings
    }
}

/// `1`, `0.8`, `0.001` … as thousandths; `None` if not a valid qvalue.
fn qvalue(text: &str) -> Option<u16> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(s: &str) -> Accepted {
        Accepted::parse(Some(s.as_bytes()))
    }

    fn pick(s: &str, have_br: bool, have_gz: bool) -> Option<Coding> {
        accept(s).preference().into_iter().find(|c| match c {
            Coding::Br => have_br,
            Coding::Gzip => have_gz,
        })
    }

    #[test]
    fn brotli_is_preferred_when_equally_welcome() {
        assert_eq!(pick("gzip, deflate, br", true, true), Some(Coding::Br));
        assert_eq!(
            pick("gzip, deflate, br, zstd", false, true),
            Some(Coding::Gzip)
        );
        assert_eq!(pick("br", false, true), None);
        assert_eq!(pick("GZIP", true, true), Some(Coding::Gzip));
        assert_eq!(pick("x-gzip", true, true), Some(Coding::Gzip));
    }

    #[test]
    fn q_values_decide_and_zero_refuses() {
        assert_eq!(pick("br;q=0.5, gzip", true, true), Some(Coding::Gzip));
        assert_eq!(pick("br;q=0.9, gzip;q=0.8", true, true), Some(Coding::Br));
        assert_eq!(pick("br;q=0, gzip", true, true), Some(Coding::Gzip));
        assert_eq!(pick("br;q=0, gzip;q=0", true, true), None);
        assert_eq!(
            pick("br; Q=0.000, gzip ;q=1.0", true, true),
            Some(Coding::Gzip)
        );
        assert_eq!(pick("*", true, true), Some(Coding::Br));
        assert_eq!(pick("*;q=0.1, gzip;q=0.5", true, true), Some(Coding::Gzip));
        assert_eq!(pick("*;q=0", true, true), None);
        assert_eq!(pick("br;q=0, *", true, true), Some(Coding::Gzip));
    }

    #[test]
    fn malformed_q_values_are_ignored_not_guessed() {
        for bad in [
            "br;q=2",
            "br;q=1.5",
            "br;q=0.1234",
            "br;q=-1",
            "br;q=",
            "br;q=abc",
        ] {
            assert_eq!(pick(bad, true, true), None, "{bad}");
        }
        assert_eq!(pick("br;q=x, gzip", true, true), Some(Coding::Gzip));
        assert_eq!(pick(",,, ;q=1, gzip", true, true), Some(Coding::Gzip));
    }

    #[test]
    fn no_header_empty_or_identity_means_no_coding() {
        assert!(!Accepted::parse(None).any_coding());
        assert!(!accept("").any_coding());
        assert!(!accept("identity").any_coding());
        assert!(!accept("identity;q=0").any_coding());
        assert!(!accept("deflate, zstd").any_coding());
        assert!(accept("gzip;q=0.001").any_coding());
        assert_eq!(pick("identity", true, true), None);
        assert_eq!(pick("identity, *;q=0", true, true), None);
    }

    #[test]
    fn not_utf8_is_treated_as_nothing_said() {
        assert_eq!(Accepted::parse(Some(b"gz\xffip")), Accepted::NOTHING_SAID);
    }
}
