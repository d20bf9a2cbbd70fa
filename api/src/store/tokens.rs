//! Random tokens: one helper for every secret the API hands out or keeps
//! (the daily salt, newsletter and enquiry tokens, Message-IDs). It lives on
//! its own so storage and mail can use it without reaching into visitor
//! counting, which itself depends on storage.

use rand::RngCore;

/// A random 128-bit token, hex-encoded (salts, newsletter and enquiry tokens).
pub fn random_token() -> String {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}
