use content_model::Slug;

const BAD: Slug = Slug::new("Boiler Repair");

fn main() {
    let _ = BAD;
}
