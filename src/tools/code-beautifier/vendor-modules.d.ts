/** CSSO's self-contained bundle: the same API as the package. */
declare module 'csso/dist/csso.esm' {
  export { minify, minifyBlock, syntax } from 'csso';
}

/** html-minifier-terser ships no types: the part of its API this tool uses (v7: `minify` is async). */
declare module 'html-minifier-terser' {
  export interface MinifierOptions {
    collapseWhitespace?: boolean;
    conservativeCollapse?: boolean;
    removeComments?: boolean;
    collapseBooleanAttributes?: boolean;
    removeScriptTypeAttributes?: boolean;
    removeStyleLinkTypeAttributes?: boolean;
    useShortDoctype?: boolean;
    ignoreCustomFragments?: RegExp[];
    /** `type`: undefined for a `<style>` element, 'inline' for a `style` attribute, 'media' for a media query. */
    minifyCSS?: boolean | ((text: string, type?: string) => Promise<string>);
    /** `inline`: an event-handler attribute rather than a `<script>`. */
    minifyJS?: boolean | ((text: string, inline?: boolean) => string | Promise<string>);
  }

  export function minify(html: string, options?: MinifierOptions): Promise<string>;
}

/** The same API, built by the library for browsers (its Node dependencies shimmed). */
declare module 'html-minifier-terser/dist/htmlminifier.esm.bundle' {
  export { minify } from 'html-minifier-terser';
}
