use content_model::IsoDate;

const BAD: IsoDate = IsoDate::new(2025, 2, 30);

fn main() {
    let _ = BAD;
}
