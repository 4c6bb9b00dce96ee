import { describe, expect, it } from 'vitest';
import { inOrder, movedKeys } from '../../src/resource/rowOrder';

describe('rows reordered by dragging', () => {
  it('puts the dragged row where it is dropped, the others closing up', () => {
    expect(movedKeys([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(movedKeys([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  it('leaves the order as it was for a drop on itself or on no row', () => {
    expect(movedKeys([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(movedKeys([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
  });

  it('shows the rows in a move’s order until the list is read again', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(inOrder(rows, [3, 1, 2], (r) => r.id).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(inOrder(rows, null, (r) => r.id)).toEqual(rows);
    expect(inOrder(rows, [2, 1], (r) => r.id).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});
