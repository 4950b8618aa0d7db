/** railroad-diagrams 1.0.0 ships no types: the constructors this tool uses (callable without `new`). */
declare module 'railroad-diagrams' {
  export interface RailroadItem {
    toString(): string;
  }
  export function Diagram(...items: RailroadItem[]): RailroadItem;
  export function Sequence(...items: RailroadItem[]): RailroadItem;
  export function Choice(normal: number, ...items: RailroadItem[]): RailroadItem;
  export function Optional(item: RailroadItem, skip?: 'skip'): RailroadItem;
  export function OneOrMore(item: RailroadItem, repeat?: RailroadItem): RailroadItem;
  export function ZeroOrMore(item: RailroadItem, repeat?: RailroadItem, skip?: 'skip'): RailroadItem;
  export function Terminal(text: string): RailroadItem;
  export function NonTerminal(text: string): RailroadItem;
  export function Comment(text: string): RailroadItem;
  export function Skip(): RailroadItem;
}
