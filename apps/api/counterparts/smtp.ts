import { createServer, type Socket } from 'node:net';
import { listen } from './http';

// A local mail server that accepts every message and keeps it: the SMTP of RFC 5321 an SMTP
// client needs without authentication or TLS (EHLO/HELO, MAIL, RCPT, DATA with its dot
// transparency, RSET, NOOP, VRFY, QUIT), one command a line. Its address is SMTP_URL.

export interface SmtpMessage {
  from: string;
  to: string[];
  /** The message as transferred (headers and body), dot transparency undone. */
  data: string;
}

export interface SmtpSink {
  /** SMTP_URL. */
  url: string;
  messages: SmtpMessage[];
  close(): Promise<void>;
}

/** The address of `MAIL FROM:<a>` or `RCPT TO:<a>` (parameters after it are ignored). */
const pathOf = (argument: string, verb: 'FROM' | 'TO') =>
  new RegExp(`^${verb}:\\s*<([^>]*)>`, 'i').exec(argument)?.[1];

function session(socket: Socket, messages: SmtpMessage[]) {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let from: string | undefined;
  let to: string[] = [];
  /** The DATA being received, line by line, or undefined between commands. */
  let data: string[] | undefined;
  let pending = '';

  const command = (line: string) => {
    const [verb = '', ...rest] = line.split(' ');
    const argument = rest.join(' ');
    switch (verb.toUpperCase()) {
      case 'EHLO':
        from = undefined;
        to = [];
        return reply('250-127.0.0.1 greets you\r\n250-8BITMIME\r\n250 SIZE 10485760');
      case 'HELO':
        from = undefined;
        to = [];
        return reply('250 127.0.0.1');
      case 'MAIL': {
        const address = pathOf(argument, 'FROM');
        if (address === undefined) return reply('501 5.5.4 Syntax: MAIL FROM:<address>');
        from = address;
        to = [];
        return reply('250 2.1.0 Ok');
      }
      case 'RCPT': {
        if (from === undefined) return reply('503 5.5.1 MAIL first');
        const address = pathOf(argument, 'TO');
        if (!address) return reply('501 5.5.4 Syntax: RCPT TO:<address>');
        to.push(address);
        return reply('250 2.1.5 Ok');
      }
      case 'DATA':
        if (!to.length) return reply('503 5.5.1 RCPT first');
        data = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'RSET':
        from = undefined;
        to = [];
        return reply('250 2.0.0 Ok');
      case 'NOOP':
        return reply('250 2.0.0 Ok');
      case 'VRFY':
        return reply('252 2.1.5 Cannot VRFY user, but will accept message');
      case 'QUIT':
        reply('221 2.0.0 Bye');
        return socket.end();
      default:
        return reply('502 5.5.2 Command not recognized');
    }
  };

  const line = (text: string) => {
    if (!data) return command(text);
    if (text === '.') {
      messages.push({ from: from ?? '', to, data: data.join('\r\n') });
      data = undefined;
      from = undefined;
      to = [];
      return reply('250 2.0.0 Ok: queued');
    }
    // Dot transparency (RFC 5321 §4.5.2): a line the client began with a dot got one more.
    data.push(text.startsWith('.') ? text.slice(1) : text);
  };

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    pending += chunk;
    let end: number;
    while ((end = pending.indexOf('\r\n')) >= 0) {
      const text = pending.slice(0, end);
      pending = pending.slice(end + 2);
      line(text);
    }
  });
  socket.on('error', () => socket.destroy());
  reply('220 127.0.0.1 ESMTP counterpart');
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpMessage[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, messages);
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
