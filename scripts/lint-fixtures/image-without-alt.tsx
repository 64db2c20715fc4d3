// lint as: apps/web/src/components/ui/card.tsx
// expect: jsx-a11y/alt-text
export function Logo() {
  return <img src="/logo.png" />;
}
