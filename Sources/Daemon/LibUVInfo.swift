import CLibUV

/// Facts about the libuv the daemon runs on.
public enum LibUVInfo {
    /// The linked libuv's version, e.g. `1.44.2`.
    public static var version: String { String(cString: uv_version_string()) }
}
