// Placeholder: the component gallery is being built (issue 3). Development builds only.
export function ComponentGallery() {
  return <h1>Component gallery</h1>;
}
