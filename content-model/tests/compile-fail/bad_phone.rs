use content_model::UkPhone;

const BAD: UkPhone = UkPhone::new("0141 496 0000", "+441414960001");

fn main() {
    let _ = BAD;
}
