use content_model::PostcodeDistrict;

const BAD: PostcodeDistrict = PostcodeDistrict::new("G12 8QQ");

fn main() {
    let _ = BAD;
}
