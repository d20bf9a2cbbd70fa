//! Who did something, for the audit log.

use super::{Owner, accounts};
use crate::error::AppError;
use crate::state::AppState;
use axum::http::HeaderMap;
use std::net::SocketAddr;

/// Who acted, for the audit log: the owner, and their address hashed with
/// the day's salt as the sign-in does.
pub struct Actor<'a> {
    pub owner: &'a Owner,
    pub peer: SocketAddr,
    pub headers: &'a HeaderMap,
}

impl Actor<'_> {
    /// Writes `action` (which names no customer) to the audit log.
    pub async fn audit(&self, state: &AppState, action: &str) -> Result<(), AppError> {
        let salt = crate::visitors::todays_salt(&state.db, &state.salt_cache).await?;
        let address = crate::client::address(self.peer, self.headers, &state.cfg.trust_proxy);
        let client = crate::visitors::client_hash(&salt, address);
        accounts::audit(&state.db, &self.owner.email, action, &client).await?;
        Ok(())
    }
}
