/** The HAProxy executable; installs Debian's package first when there is none (as root). */
export function haproxyBinary(): string;
