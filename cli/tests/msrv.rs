//! The minimum Rust version the workspace declares holds for every crate it
//! builds with: no dependency (for this platform, of any kind) asks for a
//! newer compiler than `rust-version` says.

use std::process::Command;

use serde_json::Value;

/// `1.85` as `[1, 85, 0]`, so that it equals `1.85.0`.
fn version(v: &str) -> [u64; 3] {
    let mut out = [0; 3];
    for (o, p) in out.iter_mut().zip(v.split('.')) {
        *o = p.parse().unwrap_or(0);
    }
    out
}

#[test]
fn rust_version_covers_every_dependency() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let rustc = Command::new("rustc")
        .arg("-vV")
        .output()
        .expect("rustc runs");
    let info = String::from_utf8(rustc.stdout).unwrap();
    let host = info
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc names its host");
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--filter-platform",
            host,
        ])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: Value = serde_json::from_slice(&out.stdout).unwrap();
    let members: Vec<&str> = meta["workspace_members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let resolved: Vec<&str> = meta["resolve"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["id"].as_str().unwrap())
        .collect();
    let mut declared = None;
    let mut needs = Vec::new();
    for p in meta["packages"].as_array().unwrap() {
        let id = p["id"].as_str().unwrap();
        let Some(rv) = p["rust_version"].as_str() else {
            continue;
        };
        if members.contains(&id) {
            declared = Some(rv.to_string());
        } else if resolved.contains(&id) {
            needs.push((
                version(rv),
                format!("{} {} needs {rv}", p["name"], p["version"]),
            ));
        }
    }
    let declared = declared.expect("the workspace declares rust-version");
    let too_new: Vec<&String> = needs
        .iter()
        .filter(|(v, _)| *v > version(&declared))
        .map(|(_, why)| why)
        .collect();
    assert!(
        too_new.is_empty(),
        "rust-version is {declared}, but {too_new:?}"
    );
}
