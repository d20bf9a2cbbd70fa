//! When a connection has had its chance. hyper has no idle timeout of its own
//! (its header timer also runs while a kept-alive connection waits, so idle
//! could never be longer than it), so each connection keeps a small clock:
//!
//! - a new connection has the header timeout to send its first request's headers;
//! - between requests it may sit idle for the idle timeout, and once the next
//!   request's first byte arrives, its headers must follow within the header timeout;
//! - while a handler runs, the router's `TimeoutLayer` bounds it (and reading the
//!   body) and answers 408, so no deadline runs here;
//! - once the response is ready, a client that takes none of it for the request
//!   timeout is dropped (a client that never reads would otherwise hold the
//!   connection, and a file, for ever).

use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::Notify;
use tokio::time::Instant;

#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    pub header_read: Duration,
    pub idle: Duration,
    pub request: Duration,
}

#[derive(Clone, Copy, Debug)]
enum Phase {
    /// Waiting for a request's headers since `since` (the connection opened,
    /// or the previous response was sent).
    AwaitingHeaders {
        since: Instant,
        first_byte: Option<Instant>,
        kept_alive: bool,
    },
    Handling,
    Responding {
        last_write: Instant,
    },
}

/// One connection's clock: fed by its socket and its requests, watched by
/// `expired`.
pub struct Clock {
    timeouts: Timeouts,
    phase: Mutex<Phase>,
    changed: Notify,
}

impl Clock {
    pub fn new(timeouts: Timeouts) -> Arc<Clock> {
        Arc::new(Clock {
            timeouts,
            phase: Mutex::new(Phase::AwaitingHeaders {
                since: Instant::now(),
                first_byte: None,
                kept_alive: false,
            }),
            changed: Notify::new(),
        })
    }

    fn phase(&self) -> MutexGuard<'_, Phase> {
        // The phase is plain data, valid even if a holder panicked.
        self.phase.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn set(&self, phase: Phase) {
        *self.phase() = phase;
        self.changed.notify_one();
    }

    /// hyper has parsed a request's headers and called the service.
    pub fn request_started(&self) {
        self.set(Phase::Handling);
    }

    /// The handler has returned; the response is being written.
    pub fn response_ready(&self) {
        self.set(Phase::Responding {
            last_write: Instant::now(),
        });
    }

    /// The response body is finished (or abandoned): the connection waits for
    /// its next request.
    pub fn response_sent(&self) {
        self.set(Phase::AwaitingHeaders {
            since: Instant::now(),
            first_byte: None,
            kept_alive: true,
        });
    }

    fn bytes_read(&self) {
        let mut phase = self.phase();
        if let Phase::AwaitingHeaders {
            first_byte: first_byte @ None,
            ..
        } = &mut *phase
        {
            *first_byte = Some(Instant::now());
            drop(phase);
            // The deadline may now be earlier than the one being waited for.
            self.changed.notify_one();
        }
    }

    fn bytes_written(&self) {
        if let Phase::Responding { last_write } = &mut *self.phase() {
            // Only ever later, so the watcher need not be woken.
            *last_write = Instant::now();
        }
    }

    fn deadline(&self) -> Option<Instant> {
        let t = self.timeouts;
        match *self.phase() {
            Phase::AwaitingHeaders {
                since,
                kept_alive: false,
                ..
            } => Some(since + t.header_read),
            Phase::AwaitingHeaders {
                since,
                first_byte: None,
                kept_alive: true,
            } => Some(since + t.idle),
            Phase::AwaitingHeaders {
                first_byte: Some(first),
                kept_alive: true,
                ..
            } => Some(first + t.header_read),
            Phase::Handling => None,
            Phase::Responding { last_write } => Some(last_write + t.request),
        }
    }

    /// Resolves once the connection has passed its current deadline.
    pub async fn expired(&self) {
        loop {
            match self.deadline() {
                Some(at) if Instant::now() >= at => return,
                Some(at) => {
                    tokio::select! {
                        () = tokio::time::sleep_until(at) => {}
                        () = self.changed.notified() => {}
                    }
                }
                None => self.changed.notified().await,
            }
        }
    }
}

/// Marks the response sent when dropped: hyper drops a response body once it
/// has written all of it, or when the connection ends.
pub struct ResponseSent(pub Arc<Clock>);

impl Drop for ResponseSent {
    fn drop(&mut self) {
        self.0.response_sent();
    }
}

/// A socket that tells its connection's clock when bytes move.
pub struct Watched<T> {
    inner: T,
    clock: Arc<Clock>,
}

impl<T> Watched<T> {
    pub fn new(inner: T, clock: Arc<Clock>) -> Watched<T> {
        Watched { inner, clock }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Watched<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let polled = Pin::new(&mut this.inner).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            this.clock.bytes_read();
        }
        polled
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Watched<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            this.clock.bytes_written();
        }
        polled
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            this.clock.bytes_written();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Timeouts = Timeouts {
        header_read: Duration::from_secs(10),
        idle: Duration::from_secs(30),
        request: Duration::from_secs(20),
    };

    #[tokio::test(start_paused = true)]
    async fn a_new_connection_has_the_header_timeout_even_when_idle_is_longer() {
        let clock = Clock::new(T);
        let start = Instant::now();
        clock.expired().await;
        assert_eq!(start.elapsed(), T.header_read);
    }

    #[tokio::test(start_paused = true)]
    async fn a_kept_alive_connection_gets_the_idle_timeout_then_the_header_timeout() {
        let clock = Clock::new(T);
        clock.request_started();
        clock.response_ready();
        clock.response_sent();
        let idle_from = Instant::now();
        let watch = {
            let clock = clock.clone();
            tokio::spawn(async move { clock.expired().await })
        };
        tokio::time::sleep(Duration::from_secs(25)).await;
        clock.bytes_read();
        watch.await.unwrap();
        // The first byte at 25 s allows ten more for the headers.
        assert_eq!(idle_from.elapsed(), Duration::from_secs(35));
    }

    #[tokio::test(start_paused = true)]
    async fn a_header_deadline_earlier_than_the_idle_one_wakes_the_watcher() {
        let t = Timeouts {
            header_read: Duration::from_secs(1),
            ..T
        };
        let clock = Clock::new(t);
        clock.request_started();
        clock.response_ready();
        clock.response_sent();
        let watch = {
            let clock = clock.clone();
            tokio::spawn(async move { clock.expired().await })
        };
        tokio::task::yield_now().await;
        let first_byte = Instant::now();
        clock.bytes_read();
        watch.await.unwrap();
        assert_eq!(first_byte.elapsed(), t.header_read);
    }

    #[tokio::test(start_paused = true)]
    async fn a_running_handler_has_no_deadline_here_and_a_stalled_response_does() {
        let clock = Clock::new(T);
        clock.request_started();
        let watch = {
            let clock = clock.clone();
            tokio::spawn(async move { clock.expired().await })
        };
        tokio::time::sleep(Duration::from_secs(3_600)).await;
        assert!(!watch.is_finished(), "the TimeoutLayer bounds handlers");
        clock.response_ready();
        let ready = Instant::now();
        tokio::time::sleep(Duration::from_secs(15)).await;
        clock.bytes_written();
        watch.await.unwrap();
        assert_eq!(ready.elapsed(), Duration::from_secs(15) + T.request);
    }
}
