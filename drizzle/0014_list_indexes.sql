-- The lists' 'contains' filters use trigram indexes (GIN, gin_trgm_ops); PGlite ships the extension, PostgreSQL has it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "biz_message_category_create_time_idx";--> statement-breakpoint
DROP INDEX "biz_news_category_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_business_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_business_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_clue_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_account_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_account_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_address_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_address_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_category_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_category_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_config_category_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_config_category_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_config_channel_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_config_channel_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_contact_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_contact_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_contact_visit_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_contact_visit_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_contract_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_contract_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_department_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_department_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_coefficient_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_coefficient_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_cost_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_cost_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_price_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_product_price_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_ticket_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_ticket_belong_depart_idx";--> statement-breakpoint
DROP INDEX "sys_app_binding_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_base_info_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_depart_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_dict_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_dict_item_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_permission_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_permission_group_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_position_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_role_create_time_idx";--> statement-breakpoint
DROP INDEX "sys_user_create_time_idx";--> statement-breakpoint
CREATE INDEX "biz_message_category_update_time_idx" ON "biz_message_category" USING btree ("update_time","message_category_key");--> statement-breakpoint
CREATE INDEX "biz_message_category_category_name_trgm_idx" ON "biz_message_category" USING gin ("category_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "biz_message_category_category_type_idx" ON "biz_message_category" USING btree ("category_type");--> statement-breakpoint
CREATE INDEX "biz_news_category_sort_no_idx" ON "biz_news_category" USING btree ("sort_no","news_category_key");--> statement-breakpoint
CREATE INDEX "biz_news_category_update_time_idx" ON "biz_news_category" USING btree ("update_time","news_category_key");--> statement-breakpoint
CREATE INDEX "biz_news_category_category_name_trgm_idx" ON "biz_news_category" USING gin ("category_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_business_update_time_idx" ON "crm_business" USING btree ("update_time","business_key");--> statement-breakpoint
CREATE INDEX "crm_business_amount_idx" ON "crm_business" USING btree ("amount","business_key");--> statement-breakpoint
CREATE INDEX "crm_business_expected_close_date_idx" ON "crm_business" USING btree ("expected_close_date","business_key");--> statement-breakpoint
CREATE INDEX "crm_business_business_name_trgm_idx" ON "crm_business" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_business_stage_idx" ON "crm_business" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "crm_business_follower_idx" ON "crm_business" USING btree ("follower");--> statement-breakpoint
CREATE INDEX "crm_business_status_idx" ON "crm_business" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_clue_update_time_idx" ON "crm_clue" USING btree ("update_time","clue_key");--> statement-breakpoint
CREATE INDEX "crm_clue_contact_name_trgm_idx" ON "crm_clue" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_company_name_trgm_idx" ON "crm_clue" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_mobile_trgm_idx" ON "crm_clue" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_source_idx" ON "crm_clue" USING btree ("source");--> statement-breakpoint
CREATE INDEX "crm_clue_region_trgm_idx" ON "crm_clue" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_status_idx" ON "crm_clue" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_clue_follower_idx" ON "crm_clue" USING btree ("follower");--> statement-breakpoint
CREATE INDEX "crm_customer_update_time_idx" ON "crm_customer" USING btree ("update_time","customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_star_idx" ON "crm_customer" USING btree ("star","customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_last_follow_time_idx" ON "crm_customer" USING btree ("last_follow_time","customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_customer_name_trgm_idx" ON "crm_customer" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_credit_code_trgm_idx" ON "crm_customer" USING gin ("credit_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_industry_idx" ON "crm_customer" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "crm_customer_level_idx" ON "crm_customer" USING btree ("level");--> statement-breakpoint
CREATE INDEX "crm_customer_source_idx" ON "crm_customer" USING btree ("source");--> statement-breakpoint
CREATE INDEX "crm_customer_status_idx" ON "crm_customer" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_customer_region_trgm_idx" ON "crm_customer" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_follower_idx" ON "crm_customer" USING btree ("follower");--> statement-breakpoint
CREATE INDEX "crm_customer_in_sea_idx" ON "crm_customer" USING btree ("in_sea");--> statement-breakpoint
CREATE INDEX "crm_customer_account_update_time_idx" ON "crm_customer_account" USING btree ("update_time","account_key");--> statement-breakpoint
CREATE INDEX "crm_customer_account_account_name_trgm_idx" ON "crm_customer_account" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_account_bank_name_trgm_idx" ON "crm_customer_account" USING gin ("bank_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_account_account_no_trgm_idx" ON "crm_customer_account" USING gin ("account_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_account_account_type_idx" ON "crm_customer_account" USING btree ("account_type");--> statement-breakpoint
CREATE INDEX "crm_customer_address_update_time_idx" ON "crm_customer_address" USING btree ("update_time","address_key");--> statement-breakpoint
CREATE INDEX "crm_customer_address_address_type_idx" ON "crm_customer_address" USING btree ("address_type");--> statement-breakpoint
CREATE INDEX "crm_customer_address_detail_address_trgm_idx" ON "crm_customer_address" USING gin ("detail_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_category_update_time_idx" ON "crm_customer_category" USING btree ("update_time","category_key");--> statement-breakpoint
CREATE INDEX "crm_customer_category_classified_on_idx" ON "crm_customer_category" USING btree ("classified_on","category_key");--> statement-breakpoint
CREATE INDEX "crm_customer_category_category_idx" ON "crm_customer_category" USING btree ("category");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_update_time_idx" ON "crm_customer_config_category" USING btree ("update_time","config_category_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_business_line_idx" ON "crm_customer_config_category" USING btree ("business_line");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_product_category_idx" ON "crm_customer_config_category" USING btree ("product_category");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_service_manager_idx" ON "crm_customer_config_category" USING btree ("service_manager");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_status_idx" ON "crm_customer_config_category" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_update_time_idx" ON "crm_customer_config_channel" USING btree ("update_time","channel_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_commission_rate_idx" ON "crm_customer_config_channel" USING btree ("commission_rate","channel_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_channel_idx" ON "crm_customer_config_channel" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_channel_contact_trgm_idx" ON "crm_customer_config_channel" USING gin ("channel_contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contact_update_time_idx" ON "crm_customer_contact" USING btree ("update_time","contact_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_customer_department_key_idx" ON "crm_customer_contact" USING btree ("customer_department_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_contact_name_trgm_idx" ON "crm_customer_contact" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contact_job_title_trgm_idx" ON "crm_customer_contact" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contact_mobile_trgm_idx" ON "crm_customer_contact" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_visit_time_idx" ON "crm_customer_contact_visit" USING btree ("visit_time" DESC NULLS FIRST,"visit_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_update_time_idx" ON "crm_customer_contact_visit" USING btree ("update_time","visit_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_visit_type_idx" ON "crm_customer_contact_visit" USING btree ("visit_type");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_subject_trgm_idx" ON "crm_customer_contact_visit" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_visitor_idx" ON "crm_customer_contact_visit" USING btree ("visitor");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_update_time_idx" ON "crm_customer_contract" USING btree ("update_time","contract_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_signed_date_idx" ON "crm_customer_contract" USING btree ("signed_date","contract_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_end_date_idx" ON "crm_customer_contract" USING btree ("end_date","contract_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_amount_idx" ON "crm_customer_contract" USING btree ("amount","contract_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_contract_no_trgm_idx" ON "crm_customer_contract" USING gin ("contract_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contract_contract_name_trgm_idx" ON "crm_customer_contract" USING gin ("contract_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contract_status_idx" ON "crm_customer_contract" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_customer_department_sort_no_idx" ON "crm_customer_department" USING btree ("sort_no","customer_department_key");--> statement-breakpoint
CREATE INDEX "crm_customer_department_update_time_idx" ON "crm_customer_department" USING btree ("update_time","customer_department_key");--> statement-breakpoint
CREATE INDEX "crm_customer_department_customer_department_name_trgm_idx" ON "crm_customer_department" USING gin ("customer_department_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_follow_follow_time_idx" ON "crm_customer_follow" USING btree ("follow_time" DESC NULLS FIRST,"follow_key");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_update_time_idx" ON "crm_customer_follow" USING btree ("update_time","follow_key");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_follow_type_idx" ON "crm_customer_follow" USING btree ("follow_type");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_follower_idx" ON "crm_customer_follow" USING btree ("follower");--> statement-breakpoint
CREATE INDEX "crm_customer_product_update_time_idx" ON "crm_customer_product" USING btree ("update_time","product_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_start_date_idx" ON "crm_customer_product" USING btree ("start_date","product_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_end_date_idx" ON "crm_customer_product" USING btree ("end_date","product_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_product_name_trgm_idx" ON "crm_customer_product" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_product_product_code_trgm_idx" ON "crm_customer_product" USING gin ("product_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_product_product_type_idx" ON "crm_customer_product" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "crm_customer_product_status_idx" ON "crm_customer_product" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_effective_date_idx" ON "crm_customer_product_coefficient" USING btree ("effective_date" DESC NULLS FIRST,"coefficient_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_update_time_idx" ON "crm_customer_product_coefficient" USING btree ("update_time","coefficient_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_coefficient_idx" ON "crm_customer_product_coefficient" USING btree ("coefficient","coefficient_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_coefficient_type_idx" ON "crm_customer_product_coefficient" USING btree ("coefficient_type");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_period_date_idx" ON "crm_customer_product_cost" USING btree ("period_date" DESC NULLS FIRST,"cost_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_update_time_idx" ON "crm_customer_product_cost" USING btree ("update_time","cost_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_amount_idx" ON "crm_customer_product_cost" USING btree ("amount","cost_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_cost_item_trgm_idx" ON "crm_customer_product_cost" USING gin ("cost_item" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_effective_date_idx" ON "crm_customer_product_price" USING btree ("effective_date" DESC NULLS FIRST,"price_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_update_time_idx" ON "crm_customer_product_price" USING btree ("update_time","price_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_price_idx" ON "crm_customer_product_price" USING btree ("price","price_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_price_type_idx" ON "crm_customer_product_price" USING btree ("price_type");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_currency_idx" ON "crm_customer_product_price" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "crm_ticket_update_time_idx" ON "crm_ticket" USING btree ("update_time","ticket_key");--> statement-breakpoint
CREATE INDEX "crm_ticket_subject_trgm_idx" ON "crm_ticket" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_ticket_ticket_type_idx" ON "crm_ticket" USING btree ("ticket_type");--> statement-breakpoint
CREATE INDEX "crm_ticket_priority_idx" ON "crm_ticket" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "crm_ticket_status_idx" ON "crm_ticket" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_ticket_handler_idx" ON "crm_ticket" USING btree ("handler");--> statement-breakpoint
CREATE INDEX "sys_app_binding_update_time_idx" ON "sys_app_binding" USING btree ("update_time","binding_key");--> statement-breakpoint
CREATE INDEX "sys_app_binding_app_key_trgm_idx" ON "sys_app_binding" USING gin ("app_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_app_binding_app_name_trgm_idx" ON "sys_app_binding" USING gin ("app_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_app_binding_status_idx" ON "sys_app_binding" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_base_info_update_time_idx" ON "sys_base_info" USING btree ("update_time","info_key");--> statement-breakpoint
CREATE INDEX "sys_base_info_station_name_trgm_idx" ON "sys_base_info" USING gin ("station_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_depart_sort_no_idx" ON "sys_depart" USING btree ("sort_no","depart_key");--> statement-breakpoint
CREATE INDEX "sys_depart_update_time_idx" ON "sys_depart" USING btree ("update_time","depart_key");--> statement-breakpoint
CREATE INDEX "sys_depart_depart_name_trgm_idx" ON "sys_depart" USING gin ("depart_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_depart_region_trgm_idx" ON "sys_depart" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_dict_update_time_idx" ON "sys_dict" USING btree ("update_time","dict_key");--> statement-breakpoint
CREATE INDEX "sys_dict_dict_code_trgm_idx" ON "sys_dict" USING gin ("dict_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_dict_dict_name_trgm_idx" ON "sys_dict" USING gin ("dict_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_dict_item_sort_no_idx" ON "sys_dict_item" USING btree ("sort_no","item_key");--> statement-breakpoint
CREATE INDEX "sys_dict_item_update_time_idx" ON "sys_dict_item" USING btree ("update_time","item_key");--> statement-breakpoint
CREATE INDEX "sys_dict_item_dict_key_idx" ON "sys_dict_item" USING btree ("dict_key");--> statement-breakpoint
CREATE INDEX "sys_dict_item_item_value_trgm_idx" ON "sys_dict_item" USING gin ("item_value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_dict_item_item_text_trgm_idx" ON "sys_dict_item" USING gin ("item_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_dict_item_status_idx" ON "sys_dict_item" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_permission_sort_no_idx" ON "sys_permission" USING btree ("sort_no","permission_key");--> statement-breakpoint
CREATE INDEX "sys_permission_update_time_idx" ON "sys_permission" USING btree ("update_time","permission_key");--> statement-breakpoint
CREATE INDEX "sys_permission_title_trgm_idx" ON "sys_permission" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_permission_name_trgm_idx" ON "sys_permission" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_permission_menu_type_idx" ON "sys_permission" USING btree ("menu_type");--> statement-breakpoint
CREATE INDEX "sys_permission_path_trgm_idx" ON "sys_permission" USING gin ("path" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_permission_group_update_time_idx" ON "sys_permission_group" USING btree ("update_time","group_key");--> statement-breakpoint
CREATE INDEX "sys_permission_group_group_name_trgm_idx" ON "sys_permission_group" USING gin ("group_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_position_update_time_idx" ON "sys_position" USING btree ("update_time","position_key");--> statement-breakpoint
CREATE INDEX "sys_position_rank_idx" ON "sys_position" USING btree ("rank","position_key");--> statement-breakpoint
CREATE INDEX "sys_position_code_trgm_idx" ON "sys_position" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_position_name_trgm_idx" ON "sys_position" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_role_update_time_idx" ON "sys_role" USING btree ("update_time","role_key");--> statement-breakpoint
CREATE INDEX "sys_role_role_code_trgm_idx" ON "sys_role" USING gin ("role_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_role_role_name_trgm_idx" ON "sys_role" USING gin ("role_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_user_update_time_idx" ON "sys_user" USING btree ("update_time","user_key");--> statement-breakpoint
CREATE INDEX "sys_user_username_trgm_idx" ON "sys_user" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_user_realname_trgm_idx" ON "sys_user" USING gin ("realname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_user_phone_trgm_idx" ON "sys_user" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_user_user_type_idx" ON "sys_user" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "sys_user_status_idx" ON "sys_user" USING btree ("status");--> statement-breakpoint
CREATE INDEX "biz_message_category_create_time_idx" ON "biz_message_category" USING btree ("create_time" DESC NULLS FIRST,"message_category_key");--> statement-breakpoint
CREATE INDEX "biz_news_category_create_time_idx" ON "biz_news_category" USING btree ("create_time","news_category_key");--> statement-breakpoint
CREATE INDEX "crm_business_create_time_idx" ON "crm_business" USING btree ("create_time" DESC NULLS FIRST,"business_key");--> statement-breakpoint
CREATE INDEX "crm_business_belong_depart_idx" ON "crm_business" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"business_key");--> statement-breakpoint
CREATE INDEX "crm_clue_create_time_idx" ON "crm_clue" USING btree ("create_time" DESC NULLS FIRST,"clue_key");--> statement-breakpoint
CREATE INDEX "crm_customer_create_time_idx" ON "crm_customer" USING btree ("create_time" DESC NULLS FIRST,"customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_belong_depart_idx" ON "crm_customer" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_account_create_time_idx" ON "crm_customer_account" USING btree ("create_time" DESC NULLS FIRST,"account_key");--> statement-breakpoint
CREATE INDEX "crm_customer_account_belong_depart_idx" ON "crm_customer_account" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"account_key");--> statement-breakpoint
CREATE INDEX "crm_customer_address_create_time_idx" ON "crm_customer_address" USING btree ("create_time" DESC NULLS FIRST,"address_key");--> statement-breakpoint
CREATE INDEX "crm_customer_address_belong_depart_idx" ON "crm_customer_address" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"address_key");--> statement-breakpoint
CREATE INDEX "crm_customer_category_create_time_idx" ON "crm_customer_category" USING btree ("create_time" DESC NULLS FIRST,"category_key");--> statement-breakpoint
CREATE INDEX "crm_customer_category_belong_depart_idx" ON "crm_customer_category" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"category_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_create_time_idx" ON "crm_customer_config_category" USING btree ("create_time" DESC NULLS FIRST,"config_category_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_belong_depart_idx" ON "crm_customer_config_category" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"config_category_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_create_time_idx" ON "crm_customer_config_channel" USING btree ("create_time" DESC NULLS FIRST,"channel_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_belong_depart_idx" ON "crm_customer_config_channel" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"channel_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_create_time_idx" ON "crm_customer_contact" USING btree ("create_time" DESC NULLS FIRST,"contact_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_belong_depart_idx" ON "crm_customer_contact" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"contact_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_create_time_idx" ON "crm_customer_contact_visit" USING btree ("create_time","visit_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_belong_depart_idx" ON "crm_customer_contact_visit" USING btree ("belong_depart","visit_time" DESC NULLS FIRST,"visit_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_create_time_idx" ON "crm_customer_contract" USING btree ("create_time" DESC NULLS FIRST,"contract_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_belong_depart_idx" ON "crm_customer_contract" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"contract_key");--> statement-breakpoint
CREATE INDEX "crm_customer_department_create_time_idx" ON "crm_customer_department" USING btree ("create_time","customer_department_key");--> statement-breakpoint
CREATE INDEX "crm_customer_department_belong_depart_idx" ON "crm_customer_department" USING btree ("belong_depart","sort_no","customer_department_key");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_create_time_idx" ON "crm_customer_follow" USING btree ("create_time","follow_key");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_belong_depart_idx" ON "crm_customer_follow" USING btree ("belong_depart","follow_time" DESC NULLS FIRST,"follow_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_create_time_idx" ON "crm_customer_product" USING btree ("create_time" DESC NULLS FIRST,"product_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_belong_depart_idx" ON "crm_customer_product" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"product_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_create_time_idx" ON "crm_customer_product_coefficient" USING btree ("create_time","coefficient_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_belong_depart_idx" ON "crm_customer_product_coefficient" USING btree ("belong_depart","effective_date" DESC NULLS FIRST,"coefficient_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_create_time_idx" ON "crm_customer_product_cost" USING btree ("create_time","cost_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_belong_depart_idx" ON "crm_customer_product_cost" USING btree ("belong_depart","period_date" DESC NULLS FIRST,"cost_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_create_time_idx" ON "crm_customer_product_price" USING btree ("create_time","price_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_belong_depart_idx" ON "crm_customer_product_price" USING btree ("belong_depart","effective_date" DESC NULLS FIRST,"price_key");--> statement-breakpoint
CREATE INDEX "crm_ticket_create_time_idx" ON "crm_ticket" USING btree ("create_time" DESC NULLS FIRST,"ticket_key");--> statement-breakpoint
CREATE INDEX "crm_ticket_belong_depart_idx" ON "crm_ticket" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"ticket_key");--> statement-breakpoint
CREATE INDEX "sys_app_binding_create_time_idx" ON "sys_app_binding" USING btree ("create_time" DESC NULLS FIRST,"binding_key");--> statement-breakpoint
CREATE INDEX "sys_base_info_create_time_idx" ON "sys_base_info" USING btree ("create_time" DESC NULLS FIRST,"info_key");--> statement-breakpoint
CREATE INDEX "sys_depart_create_time_idx" ON "sys_depart" USING btree ("create_time","depart_key");--> statement-breakpoint
CREATE INDEX "sys_dict_create_time_idx" ON "sys_dict" USING btree ("create_time" DESC NULLS FIRST,"dict_key");--> statement-breakpoint
CREATE INDEX "sys_dict_item_create_time_idx" ON "sys_dict_item" USING btree ("create_time","item_key");--> statement-breakpoint
CREATE INDEX "sys_permission_create_time_idx" ON "sys_permission" USING btree ("create_time","permission_key");--> statement-breakpoint
CREATE INDEX "sys_permission_group_create_time_idx" ON "sys_permission_group" USING btree ("create_time" DESC NULLS FIRST,"group_key");--> statement-breakpoint
CREATE INDEX "sys_position_create_time_idx" ON "sys_position" USING btree ("create_time" DESC NULLS FIRST,"position_key");--> statement-breakpoint
CREATE INDEX "sys_role_create_time_idx" ON "sys_role" USING btree ("create_time" DESC NULLS FIRST,"role_key");--> statement-breakpoint
CREATE INDEX "sys_user_create_time_idx" ON "sys_user" USING btree ("create_time" DESC NULLS FIRST,"user_key");