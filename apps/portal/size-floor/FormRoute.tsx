export function Component() {
  return (
    <form method="post">
      <label htmlFor="email">Correo</label>
      <input id="email" name="email" type="email" />
      <button type="submit">Ingresar</button>
    </form>
  );
}
