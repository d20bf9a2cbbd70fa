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

/// A random 256-bit token, hex-encoded (64 characters): a secret that opens
/// something on its own, such as a customer's quote link.
pub fn random_token_256() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// SHA-256 of `token`, hex-encoded: what a secret is looked up by, so the
/// database compares hashes and a guess's timing says nothing of the secret.
pub fn hash(token: &str) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
}
