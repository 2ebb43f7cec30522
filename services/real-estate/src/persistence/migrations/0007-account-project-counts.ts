// Each account's number of projects, kept by the database itself: the project list's total
// (`count`) would otherwise count every project of the account on every page read, which is
// most of that statement's work for a large account, and a count by index-only scan is only
// cheap once vacuum has marked the pages all-visible (docs/benchmarks.md, issue 10). A trigger
// on every insert and delete keeps it exact whichever code path writes; the list still counts
// by scan when a date range narrows it.
import { Migration } from '@platform/db';

export class Migration0007AccountProjectCounts extends Migration {
  override up(): void {
    this.addSql(`create table real_estate.account_project_counts (
      account_id bigint primary key,
      projects bigint not null check (projects >= 0)
    )`);
    this.addSql(`create function real_estate.count_account_projects() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into real_estate.account_project_counts as c (account_id, projects) values (new.account_id, 1)
            on conflict (account_id) do update set projects = c.projects + 1;
        else
          update real_estate.account_project_counts set projects = projects - 1 where account_id = old.account_id;
        end if;
        return null;
      end $$`);
    // The trigger exists before the counts are taken and its lock on the table holds until this
    // migration commits: no project written meanwhile is missed or counted twice.
    this.addSql(`create trigger projects_count after insert or delete on real_estate.projects
      for each row execute function real_estate.count_account_projects()`);
    // A truncate fires no row trigger: it empties the counts with the table.
    this
      .addSql(`create function real_estate.clear_account_project_counts() returns trigger language plpgsql as $$
      begin
        truncate real_estate.account_project_counts;
        return null;
      end $$`);
    this.addSql(`create trigger projects_count_truncate after truncate on real_estate.projects
      for each statement execute function real_estate.clear_account_project_counts()`);
    this.addSql(`insert into real_estate.account_project_counts (account_id, projects)
      select account_id, count(*) from real_estate.projects group by account_id`);
  }

  override down(): void {
    this.addSql('drop trigger projects_count_truncate on real_estate.projects');
    this.addSql('drop trigger projects_count on real_estate.projects');
    this.addSql('drop function real_estate.clear_account_project_counts()');
    this.addSql('drop function real_estate.count_account_projects()');
    this.addSql('drop table real_estate.account_project_counts');
  }
}
