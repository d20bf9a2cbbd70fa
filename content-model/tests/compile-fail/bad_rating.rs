use content_model::Rating;

const BAD: Rating = Rating::new(6);

fn main() {
    let _ = BAD;
}
