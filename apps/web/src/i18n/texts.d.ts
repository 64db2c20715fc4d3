// A language bundle's public or signed-in part, cut from en.json / mr.json at build time
// (vite-plugins/split-texts.ts).
declare module '*.json?public-texts' {
  type Texts = { [key: string]: string | Texts };
  const texts: Texts;
  export default texts;
}
declare module '*.json?signed-in-texts' {
  type Texts = { [key: string]: string | Texts };
  const texts: Texts;
  export default texts;
}
