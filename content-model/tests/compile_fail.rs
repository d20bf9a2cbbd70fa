//! Bad literals in catalogue data must not compile.

#[test]
fn bad_literals_do_not_compile() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/compile-fail/*.rs");
}
