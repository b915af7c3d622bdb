import Glibc

/// Where a server keeps what it makes (its host key, clients' stored themes): `--state`, else systemd's
/// `$STATE_DIRECTORY` (a unit's `StateDirectory=`), else `$XDG_STATE_HOME/vitrine-serve`, else
/// `~/.local/state/vitrine-serve`; never the folder it was started in.
public enum StateFolder {
    /// The folder for `given` (`--state`) and `environment`.
    public static func path(given: String?, environment: [String: String]) throws -> String {
        if let given { return given }
        if let systemd = environment["STATE_DIRECTORY"]?.split(separator: ":").first, !systemd.isEmpty { return String(systemd) }
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return xdg + "/vitrine-serve" }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw ServeError("no state folder: give --state DIR (neither $XDG_STATE_HOME nor $HOME is set)")
        }
        return home + "/.local/state/vitrine-serve"
    }

    /// Makes `path` (and its missing parents, mode 0700 as the XDG spec asks) unless it is there; a link or a
    /// file there, or a folder others can open, is refused with what to do.
    public static func make(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw ServeError("state folder \(path): cannot make \(prefix) (\(String(cString: strerror(errno))))")
            }
        }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw ServeError("state folder \(path): not a folder (a link is not taken)")
        }
        guard info.st_mode & 0o077 == 0 else {
            throw ServeError("state folder \(path): open to others (mode \(String(info.st_mode & 0o777, radix: 8))); chmod 700 it")
        }
    }
}
