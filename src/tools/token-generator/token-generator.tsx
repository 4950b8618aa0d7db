export default function TokenGenerator() {
  return null;
}
