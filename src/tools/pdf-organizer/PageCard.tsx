import { IconArrowLeft, IconArrowRight, IconCopy, IconFilePlus, IconRotate, IconRotateClockwise, IconTrash } from '@tabler/icons-react';
import { memo, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import classes from './pdf-organizer.module.css';

export type CardAction = 'earlier' | 'later' | 'left' | 'right' | 'duplicate' | 'insertBlank' | 'delete';

export interface CardLabels {
  moveEarlier: string;
  moveLater: string;
  rotateLeft: string;
  rotateRight: string;
  duplicate: string;
  insertBlank: string;
  delete: string;
}

export interface CardEvents {
  action: (action: CardAction, index: number) => void;
  keyDown: (index: number, event: KeyboardEvent<HTMLLIElement>) => void;
  dragStart: (index: number, event: DragEvent<HTMLLIElement>) => void;
  dragOver: (index: number, event: DragEvent<HTMLLIElement>) => void;
  drop: (index: number, event: DragEvent<HTMLLIElement>) => void;
  dragEnd: () => void;
}

interface PageCardProps {
  index: number;
  count: number;
  blank: boolean;
  rotate: number;
  /** What the card is ("Page 3"), and its accessible name ("1 of 5: Page 3, turned 90°"). */
  caption: string;
  name: string;
  /** The thumbnail (as drawn, before the added rotation); none yet: a placeholder. */
  url: string | undefined;
  /** The page's size on screen as shown (turned). */
  width: number;
  height: number;
  dropTarget: boolean;
  labels: CardLabels;
  events: CardEvents;
  placeholder: ReactNode;
}

/**
 * One page of the new document: its thumbnail (turned by the added rotation), its position and
 * what it is, and its buttons. Memoised: a thumbnail arriving redraws its own cards only.
 */
export const PageCard = memo(function PageCard({ index, count, blank, rotate, caption, name, url, width, height, dropTarget, labels, events, placeholder }: PageCardProps) {
  const turned = rotate % 180 !== 0;
  const button = (action: CardAction, label: string, icon: ReactNode, disabled = false) => (
    <button
      type="button"
      className={classes.action}
      data-action={action}
      data-danger={action === 'delete' || undefined}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => events.action(action, index)}
    >
      {icon}
    </button>
  );
  return (
    // A card is focusable so that the keyboard can move it (Alt + arrows), go to the next one (arrows) or delete it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={classes.card}
      data-drop={dropTarget || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={name}
      draggable
      onKeyDown={(event) => events.keyDown(index, event)}
      onDragStart={(event) => events.dragStart(index, event)}
      onDragOver={(event) => events.dragOver(index, event)}
      onDrop={(event) => events.drop(index, event)}
      onDragEnd={events.dragEnd}
    >
      <div className={classes.frame}>
        {blank ? (
          <div className={classes.blank} style={{ width, height }} />
        ) : url ? (
          <img
            className={classes.thumb}
            src={url}
            alt=""
            draggable={false}
            style={{ width: turned ? height : width, height: turned ? width : height, transform: rotate === 0 ? undefined : `rotate(${rotate}deg)` }}
          />
        ) : (
          <div className={classes.placeholder} style={{ width, height }}>
            {placeholder}
          </div>
        )}
      </div>
      <div className={classes.caption}>
        <span className={classes.position}>{index + 1}</span>
        <span className={classes.what}>{caption}</span>
        {rotate !== 0 && <span className={classes.turn}>↻ {rotate}°</span>}
      </div>
      <div className={classes.actions}>
        {button('earlier', labels.moveEarlier, <IconArrowLeft size={16} />, index === 0)}
        {button('left', labels.rotateLeft, <IconRotate size={16} />)}
        {button('right', labels.rotateRight, <IconRotateClockwise size={16} />)}
        {button('later', labels.moveLater, <IconArrowRight size={16} />, index === count - 1)}
        {button('duplicate', labels.duplicate, <IconCopy size={16} />)}
        {button('insertBlank', labels.insertBlank, <IconFilePlus size={16} />)}
        {button('delete', labels.delete, <IconTrash size={16} />, count <= 1)}
      </div>
    </li>
  );
});
