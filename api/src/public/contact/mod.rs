//! `POST /api/contact`: the quote and emergency forms (brief 3, 5, 7; decisions 11-14).
//!
//! JSON from the site's script answers JSON; a form posted without JavaScript
//! answers a 303 to a thank-you page or to a page listing what is missing.
//! A valid enquiry and its notification emails are committed in one
//! transaction before success is answered.
//!
//! | module            | its job |
//! |-------------------|---------|
//! | `handler`         | reading the request, limits, validation, the answer |
//! | `notifications`   | the emails an enquiry sends |
//! | `pages`           | the pages for browsers without JavaScript |
//! | `reply_time`      | the reply promised for the hour a request was sent |
//! | `resend`          | a form sent twice is one enquiry (submission keys) |

mod handler;
pub(crate) mod notifications;
mod pages;
pub mod reply_time;
pub mod resend;

pub use crate::enquiries::{Enquiry, EnquiryStatus};
pub use handler::submit;
pub use pages::{problem, thanks};
