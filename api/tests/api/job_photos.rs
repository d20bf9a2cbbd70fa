//! A job's photographs (issue 34.4) through the real server, on SQLite and
//! PostgreSQL: hostile uploads refused each with its status and message, a
//! phone's JPEG kept upright with none of its metadata, several at once, the
//! preview chosen, and the bytes reachable only with a session.

use crate::helpers::{SITE, backends};
use crate::job_drafts::{d_version, lead, send, write};
use crate::owner_client::OwnerClient;
use image::codecs::jpeg::JpegEncoder;
use image::{Rgb, RgbImage};
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

/// Posts `files` as `photo` parts to lead `id`'s job.
async fn upload(inbox: &OwnerClient, id: i64, files: Vec<Vec<u8>>) -> (u16, Value) {
    let mut form = Form::new();
    for (i, f) in files.into_iter().enumerate() {
        // Names and types that lie: the bytes decide.
        form = form.part(
            "photo",
            Part::bytes(f)
                .file_name(format!("IMG_{i}.jpg"))
                .mime_str("image/jpeg")
                .unwrap(),
        );
    }
    let res = inbox
        .app
        .client
        .post(inbox.app.url(&format!("/api/admin/leads/{id}/job/photos")))
        .header("cookie", inbox.cookie())
        .header("origin", SITE)
        .header("x-csrf-token", inbox.csrf())
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    let text = res.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}")),
    )
}

/// A `w` x `h` JPEG, left half red and right half blue.
pub fn jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = RgbImage::from_fn(w, h, |x, _| {
        if x < w / 2 {
            Rgb([220, 30, 30])
        } else {
            Rgb([30, 30, 220])
        }
    });
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&img)
        .unwrap();
    out
}

/// An EXIF APP1 segment, made by hand: camera make 'PhoneCo', orientation
/// 6 (turn 90° clockwise to show) and a GPS latitude reference.
fn exif_app1() -> Vec<u8> {
    let mut t = b"MM\0\x2a\0\0\0\x08".to_vec(); // big-endian TIFF, IFD0 at 8
    // IFD0: 3 entries (2 + 3 * 12 + 4 = 42 bytes), then 'PhoneCo\0' at 50.
    t.extend_from_slice(&3u16.to_be_bytes());
    let entry = |t: &mut Vec<u8>, tag: u16, kind: u16, count: u32, value: [u8; 4]| {
        t.extend_from_slice(&tag.to_be_bytes());
        t.extend_from_slice(&kind.to_be_bytes());
        t.extend_from_slice(&count.to_be_bytes());
        t.extend_from_slice(&value);
    };
    entry(&mut t, 0x010F, 2, 8, 50u32.to_be_bytes()); // Make, ASCII at 50
    entry(&mut t, 0x0112, 3, 1, [0, 6, 0, 0]); // Orientation = 6
    entry(&mut t, 0x8825, 4, 1, 58u32.to_be_bytes()); // GPS IFD at 58
    t.extend_from_slice(&0u32.to_be_bytes()); // no next IFD
    t.extend_from_slice(b"PhoneCo\0");
    // GPS IFD: GPSLatitudeRef 'N'.
    t.extend_from_slice(&1u16.to_be_bytes());
    entry(&mut t, 0x0001, 2, 2, *b"N\0\0\0");
    t.extend_from_slice(&0u32.to_be_bytes());
    let mut body = b"Exif\0\0".to_vec();
    body.extend_from_slice(&t);
    let mut seg = vec![0xFF, 0xE1];
    seg.extend_from_slice(&((body.len() + 2) as u16).to_be_bytes());
    seg.extend_from_slice(&body);
    seg
}

/// `jpeg` with `segment` put straight after its start-of-image marker.
fn with_segment(jpeg: &[u8], segment: &[u8]) -> Vec<u8> {
    let mut out = jpeg[..2].to_vec();
    out.extend_from_slice(segment);
    out.extend_from_slice(&jpeg[2..]);
    out
}

/// A PNG that says it is `w` x `h` but carries almost nothing.
fn declared_png(w: u32, h: u32) -> Vec<u8> {
    fn crc(bytes: &[u8]) -> u32 {
        let mut c = 0xFFFF_FFFFu32;
        for b in bytes {
            c ^= u32::from(*b);
            for _ in 0..8 {
                c = if c & 1 == 1 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
        }
        !c
    }
    let chunk = |out: &mut Vec<u8>, kind: &[u8], data: &[u8]| {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let mut typed = kind.to_vec();
        typed.extend_from_slice(data);
        out.extend_from_slice(&typed);
        out.extend_from_slice(&crc(&typed).to_be_bytes());
    };
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&w.to_be_bytes());
    ihdr.extend_from_slice(&h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 0, 0, 0, 0]); // 8-bit greyscale
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(
        &mut out,
        b"IDAT",
        &[0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
    );
    chunk(&mut out, b"IEND", &[]);
    out
}

fn error(b: &Value) -> &str {
    b["error"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn hostile_uploads_are_refused_each_with_its_reason() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = lead(&inbox, true).await;
        let (s, b) = upload(&inbox, id, vec![jpeg(40, 20)]).await;
        assert_eq!(s, 409, "{backend}: no job written yet: {b}");
        write(&inbox, id).await;

        let whole = jpeg(64, 48);
        let mut heic = vec![0, 0, 0, 24];
        heic.extend_from_slice(b"ftypheic");
        heic.extend_from_slice(&[0; 64]);
        let svg =
            b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>".to_vec();
        let mut huge = whole.clone();
        huge.resize(16 * 1024 * 1024, 0);
        let cases: Vec<(&str, Vec<u8>, u16, &str)> = vec![
            (
                "text",
                b"just some words, not a picture".to_vec(),
                415,
                "not a photograph",
            ),
            ("svg", svg, 415, "SVG"),
            ("heic", heic, 415, "Most Compatible"),
            (
                "20000 square png",
                declared_png(20_000, 20_000),
                413,
                "20000 × 20000",
            ),
            ("16 MB", huge, 413, "15 MB"),
            (
                "cut jpeg",
                whole[..whole.len() / 2].to_vec(),
                400,
                "cut short",
            ),
        ];
        for (what, bytes, status, words) in cases {
            let (s, b) = upload(&inbox, id, vec![bytes]).await;
            assert_eq!(s, status, "{backend} {what}: {b}");
            assert!(error(&b).contains(words), "{backend} {what}: {b}");
        }
        // One bad file among good ones keeps none of them.
        let (s, _) = upload(&inbox, id, vec![jpeg(30, 30), b"nope".to_vec()]).await;
        assert_eq!(s, 415);
        let (_, d) = inbox.get(&format!("/leads/{id}/job")).await;
        assert_eq!(d["photos"], json!([]), "{backend}: nothing kept");

        // At most twelve on a job.
        let (s, d) = upload(&inbox, id, (0..12).map(|_| jpeg(16, 16)).collect()).await;
        assert_eq!(s, 200, "{backend}: {d}");
        let (s, b) = upload(&inbox, id, vec![jpeg(16, 16)]).await;
        assert_eq!(s, 409, "{backend}: {b}");
        assert!(error(&b).contains("at most 12"), "{b}");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn a_phones_jpeg_is_kept_upright_with_no_metadata_and_only_for_a_session() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = lead(&inbox, true).await;
        write(&inbox, id).await;
        // 40 wide, 20 high, to be shown turned: 20 wide, 40 high.
        let phone = with_segment(&jpeg(40, 20), &exif_app1());
        assert!(phone.windows(7).any(|w| w == b"PhoneCo"));
        let (s, d) = upload(&inbox, id, vec![phone, jpeg(64, 48)]).await;
        assert_eq!(s, 200, "{backend}: {d}");
        let photos = d["photos"].as_array().unwrap().clone();
        assert_eq!(photos.len(), 2, "two at once");
        assert_eq!(
            (photos[0]["width"].as_i64(), photos[0]["height"].as_i64()),
            (Some(20), Some(40))
        );
        let url = photos[0]["url"].as_str().unwrap().to_string();

        let res = inbox
            .app
            .client
            .get(inbox.app.url(&url))
            .header("cookie", inbox.cookie())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let h = res.headers().clone();
        assert_eq!(h["content-type"], "image/jpeg");
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert_eq!(h["content-disposition"], "inline");
        assert!(h["cache-control"].to_str().unwrap().contains("no-store"));
        let kept = res.bytes().await.unwrap().to_vec();
        assert!(
            !kept.windows(2).any(|w| w == [0xFF, 0xE1]),
            "{backend}: no APP1 segment"
        );
        for gone in [
            &b"Exif"[..],
            b"PhoneCo",
            b"http://ns.adobe.com",
            b"ICC_PROFILE",
        ] {
            assert!(
                !kept.windows(gone.len()).any(|w| w == gone),
                "{backend}: {gone:?} survived"
            );
        }
        // Upright: red was on the left of the sideways picture, so on top now.
        let img = image::load_from_memory(&kept).unwrap().to_rgb8();
        assert_eq!(img.dimensions(), (20, 40));
        let top = img.get_pixel(10, 5);
        assert!(
            top[0] > 150 && top[2] < 100,
            "{backend}: top is red: {top:?}"
        );

        // Without a session: 401; and nowhere on the public site.
        let res = inbox.app.get(&url).await;
        assert_eq!(res.status(), 401, "{backend}");
        let public = url.replace("/api/admin", "/api");
        assert_eq!(inbox.app.get(&public).await.status(), 404);
        assert_eq!(
            inbox.app.get(&url.replace("/api/admin", "")).await.status(),
            404
        );

        // Words, preview and deletion, each answered with the draft.
        let pid = photos[0]["id"].as_i64().unwrap();
        let (s, d) = send(
            &inbox,
            Method::PATCH,
            &format!("/job-photos/{pid}"),
            json!({ "alt": "IMG_2041.jpg", "caption": "Fitted in the 2/1 flat." }),
        )
        .await;
        assert_eq!(s, 200, "{d}");
        let fields: Vec<&str> = d["problems"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["field"].as_str().unwrap())
            .collect();
        for f in [
            "photos[0].alt",
            "photos[0].caption",
            "photos[1].alt",
            "photos",
        ] {
            assert!(fields.contains(&f), "{backend}: {f} in {fields:?}");
        }
        let (s, d) = send(
            &inbox,
            Method::PUT,
            &format!("/leads/{id}/job/preview"),
            json!({ "photoId": pid, "xPercent": 50, "yPercent": 30 }),
        )
        .await;
        assert_eq!(s, 200, "{d}");
        assert_eq!(
            d["preview"],
            json!({ "photoId": pid, "xPercent": 50, "yPercent": 30 })
        );
        let (s, _) = send(
            &inbox,
            Method::PUT,
            &format!("/leads/{id}/job/preview"),
            json!({ "photoId": pid, "xPercent": 101, "yPercent": 30 }),
        )
        .await;
        assert_eq!(s, 422);
        let (s, d) = inbox.delete(&format!("/job-photos/{pid}")).await;
        assert_eq!(s, 200, "{d}");
        assert_eq!(d["preview"], Value::Null);
        assert_eq!(d["photos"].as_array().unwrap().len(), 1);
        assert!(d_version(&inbox, id).await > 1);
        inbox.finish().await;
    }
}
