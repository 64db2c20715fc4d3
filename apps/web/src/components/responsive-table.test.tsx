import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asPhone } from '../test/phone-width';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface Row {
  id: string;
  name: string;
  price: string;
  status: string;
}

const rows: Row[] = [
  { id: 'a1', name: 'Door repair', price: '₹1,200.00', status: 'Pending' },
  { id: 'b2', name: 'Window frame', price: '₹900.00', status: 'Completed' },
];

const columns: TableColumn<Row>[] = [
  { header: 'Name', card: 'title', rowHeader: true, cell: (row) => row.name },
  { header: 'Price', cell: (row) => row.price },
  { header: 'Status', card: 'badge', cell: (row) => <span>{row.status}</span> },
  { header: 'Picture', card: 'none', cell: (row) => <img alt={`${row.name} at the workshop`} /> },
  { header: 'Open', card: 'action', cell: (row) => <button type="button">Open {row.name}</button> },
  { header: 'Delete', card: 'danger', cell: (row) => <button type="button">Delete {row.name}</button> },
];

describe('ResponsiveTable', () => {
  it('is a table with column and row headers from md up', () => {
    render(<ResponsiveTable rows={rows} rowKey={(row) => row.id} columns={columns} caption="Jobs" />);
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price', 'Status', 'Picture', 'Open', 'Delete']);
    expect(within(table).getByRole('rowheader', { name: 'Door repair' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Window frame at the workshop' })).toBeInTheDocument();
  });

  it('shows each row as a card on phones: title, badge, labelled fields and the actions, Delete apart', () => {
    asPhone();
    render(<ResponsiveTable rows={rows} rowKey={(row) => row.id} columns={columns} caption="Jobs" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]!);
    expect(card.getByText('Window frame')).toBeInTheDocument();
    expect(card.getByText('Completed')).toBeInTheDocument();
    expect(card.getByText('Price').nextSibling).toHaveTextContent('₹900.00');
    expect(card.queryByRole('img')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Open Window frame' })).toBeInTheDocument();
    const remove = card.getByRole('button', { name: 'Delete Window frame' });
    expect(remove.closest('[data-row-danger]')).not.toBeNull();
    expect(card.getByRole('button', { name: 'Open Window frame' }).closest('[data-row-danger]')).toBeNull();
  });

  it('leaves the action row out of a card whose row offers no action', () => {
    asPhone();
    const quiet: TableColumn<Row>[] = [columns[0]!, { header: 'Open', card: 'action', cell: () => null }];
    render(<ResponsiveTable rows={rows.slice(0, 1)} rowKey={(row) => row.id} columns={quiet} />);
    const card = screen.getByRole('listitem');
    expect(card.children).toHaveLength(1);
  });
});
