import CLibUV

/// Facts about the libuv the daemon runs on.
public enum LibUVInfo {
    /// The linked libuv's version, e.g. `1.44.2`.
    public static var version: String { String(cString: uv_version_string()) }
}

/// libuv's name and message for an error code, e.g. `EPIPE (broken pipe)`.
func uvErrorDescription(_ code: Int32) -> String {
    "\(String(cString: uv_err_name(code))) (\(String(cString: uv_strerror(code))))"
}
