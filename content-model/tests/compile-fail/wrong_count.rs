// A category page has exactly six why-choose points: five is a type error.
use content_model::WhyPoint;

const POINTS: [WhyPoint; 6] = [
    WhyPoint { title: "a", text: "a" },
    WhyPoint { title: "b", text: "b" },
    WhyPoint { title: "c", text: "c" },
    WhyPoint { title: "d", text: "d" },
    WhyPoint { title: "e", text: "e" },
];

fn main() {
    let _ = POINTS;
}
