import { buildTree, type TreeFolder } from './archive-tree';
import { listArchive, type ArchiveListing } from './zip-extractor.service';

/**
 * Run in the operation workers (never loaded on the page): an archive's listing and its folder tree,
 * built here so a 10,000-entry archive costs the page only the rendering (the tree's files are the
 * listing's entries: one copy crosses to the page).
 */
export async function listTree(file: File): Promise<{ listing: ArchiveListing; tree: TreeFolder }> {
  const listing = await listArchive(file);
  return { listing, tree: buildTree(listing.entries) };
}
