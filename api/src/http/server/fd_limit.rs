//! Fitting the connection cap to the process's open-file limit. Past that
//! limit `accept` fails, and the server stops taking anyone, health checks
//! included, while the connections it holds stay open.

/// Descriptors kept for everything but connections: the listener, the
/// database pool (SQLite holds three files per connection), SMTP, logs, the
/// runtime's own.
const RESERVED: u64 = 64;

/// A connection can hold two: its socket, and the file it is being sent.
const PER_CONNECTION: u64 = 2;

/// The cap to use for `wanted`: the same when it fits the open-file limit
/// (raising the soft limit towards the hard one if needed), otherwise the
/// largest that fits, with a warning.
pub fn fit(wanted: u32) -> u32 {
    let needed = u64::from(wanted) * PER_CONNECTION + RESERVED;
    let Some(limit) = raise_soft_limit(needed) else {
        return wanted;
    };
    if needed <= limit {
        return wanted;
    }
    let fits = (limit.saturating_sub(RESERVED) / PER_CONNECTION).max(1);
    let cap = u32::try_from(fits).unwrap_or(u32::MAX).min(wanted);
    tracing::warn!(
        max_connections = wanted,
        open_file_limit = limit,
        lowered_to = cap,
        "MAX_CONNECTIONS does not fit the open-file limit (ulimit -n); lowering it"
    );
    cap
}

/// Raises the soft open-file limit to `needed` if the hard limit allows,
/// and returns the soft limit then in force (`None` where it cannot be read).
#[cfg(unix)]
#[allow(
    clippy::unnecessary_cast,
    clippy::useless_conversion,
    trivial_numeric_casts
)] // rlim_t is u64 on Linux, not everywhere
#[expect(
    unsafe_code,
    reason = "the workspace's one unsafe code: libc's getrlimit/setrlimit, which the standard library does not wrap"
)]
fn raise_soft_limit(needed: u64) -> Option<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit only writes the struct it is given.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
        return None;
    }
    let as_u64 = |v: libc::rlim_t| -> u64 {
        if v == libc::RLIM_INFINITY {
            u64::MAX
        } else {
            u64::try_from(v).unwrap_or(u64::MAX)
        }
    };
    let (soft, hard) = (as_u64(lim.rlim_cur), as_u64(lim.rlim_max));
    if soft >= needed || soft >= hard {
        return Some(soft);
    }
    let raised = libc::rlimit {
        rlim_cur: needed.min(hard) as libc::rlim_t,
        rlim_max: lim.rlim_max,
    };
    // SAFETY: setrlimit only reads the struct it is given.
    if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
        Some(needed.min(hard))
    } else {
        Some(soft)
    }
}

#[cfg(not(unix))]
fn raise_soft_limit(_needed: u64) -> Option<u64> {
    None
}
